CREATE TABLE "watchlist_symbols" (
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_symbols_user_id_symbol_pk" PRIMARY KEY("user_id","symbol")
);
--> statement-breakpoint
ALTER TABLE "news_analysis" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', headline || ' ' || coalesce(summary, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "watchlist_symbols" ADD CONSTRAINT "watchlist_symbols_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watchlist_symbols_added_idx" ON "watchlist_symbols" USING btree ("user_id","added_at");--> statement-breakpoint
CREATE INDEX "news_analysis_created_at_id_idx" ON "news_analysis" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "news_analysis_search_idx" ON "news_analysis" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "news_analysis_symbols_idx" ON "news_analysis" USING gin ("symbols") WITH (fastupdate=false);