-- Streams opened before revisions resume "after row id N": existing rows take their id as their
-- revision, and new revisions start above every id, so such a stream misses nothing.
UPDATE "news_analysis" SET "revision" = "id";--> statement-breakpoint
SELECT setval('news_analysis_revision_seq', GREATEST((SELECT max("id") FROM "news_analysis"), 1));
