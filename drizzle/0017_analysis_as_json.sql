-- The analysis becomes a jsonb object. migrateDatabase (convertAnalysisText, src/server/db/migrate.ts)
-- has rewritten every stored text as the JSON of its analysis just before this runs, so each
-- value casts; drizzle-kit's own statement (0018) has no USING clause and cannot cast text.
ALTER TABLE "news_analysis" ALTER COLUMN "analysis" SET DATA TYPE jsonb USING "analysis"::jsonb;
