DROP INDEX "news_analysis_search_idx";--> statement-breakpoint
ALTER TABLE "news_analysis" ADD COLUMN "search_stems" text;--> statement-breakpoint
ALTER TABLE "news_analysis" ADD COLUMN "search_terms" text[] GENERATED ALWAYS AS (string_to_array(btrim(search_stems), ' ')) STORED;--> statement-breakpoint
CREATE INDEX "news_analysis_search_terms_idx" ON "news_analysis" USING gin ("search_terms") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "news_analysis_stems_missing_idx" ON "news_analysis" USING btree ("id") WHERE "news_analysis"."search_stems" is null;--> statement-breakpoint
ALTER TABLE "news_analysis" DROP COLUMN "search_vector";