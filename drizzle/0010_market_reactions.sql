CREATE TABLE "news_score_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_score_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"story_id" bigint NOT NULL,
	"impact_score" double precision,
	"analysis_method" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_analysis" ADD COLUMN "reactions" jsonb;--> statement-breakpoint
ALTER TABLE "news_analysis" ADD COLUMN "reactions_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_score_revisions" ADD CONSTRAINT "news_score_revisions_story_id_news_analysis_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."news_analysis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_score_revisions_story_idx" ON "news_score_revisions" USING btree ("story_id","recorded_at");--> statement-breakpoint
CREATE INDEX "news_analysis_reactions_due_idx" ON "news_analysis" USING btree ("reactions_due_at") WHERE "news_analysis"."reactions_due_at" is not null;