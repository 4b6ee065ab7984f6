-- A story's words are now stemmed in its own language (German and Portuguese besides English):
-- the stored stems are dropped, and the server computes them again at start
-- (src/server/news/search-stems.ts, fillMissingSearchStems), since SQL cannot run the stemmers.
UPDATE "news_analysis" SET "search_stems" = NULL WHERE "search_stems" IS NOT NULL;
