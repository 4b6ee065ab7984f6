CREATE TABLE "news_duplicates" (
	"url" text PRIMARY KEY NOT NULL,
	"duplicate_of" bigint NOT NULL,
	"publisher_name" text,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"etag" text,
	"last_modified" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"last_success_at" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_duplicates" ADD CONSTRAINT "news_duplicates_duplicate_of_news_analysis_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."news_analysis"("id") ON DELETE cascade ON UPDATE no action;