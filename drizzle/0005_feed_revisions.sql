CREATE SEQUENCE "public"."news_analysis_revision_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "news_analysis" ADD COLUMN "ai_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "news_analysis" ADD COLUMN "revision" bigint DEFAULT nextval('news_analysis_revision_seq') NOT NULL;--> statement-breakpoint
CREATE INDEX "news_analysis_revision_idx" ON "news_analysis" USING btree ("revision");