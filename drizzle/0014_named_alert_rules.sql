CREATE TABLE "named_alert_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text,
	"direction" text,
	"min_impact" smallint,
	"instruments" text[] DEFAULT '{}'::text[] NOT NULL,
	"watchlist" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "named_alert_rules_min_impact_range" CHECK ("named_alert_rules"."min_impact" between 1 and 10),
	CONSTRAINT "named_alert_rules_category_choice" CHECK ("named_alert_rules"."category" in ('earnings', 'company', 'market', 'economy', 'crypto', 'technology', 'politics', 'other')),
	CONSTRAINT "named_alert_rules_direction_choice" CHECK ("named_alert_rules"."direction" in ('bullish', 'bearish'))
);
--> statement-breakpoint
ALTER TABLE "named_alert_rules" ADD CONSTRAINT "named_alert_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "named_alert_rules_user_idx" ON "named_alert_rules" USING btree ("user_id","created_at");--> statement-breakpoint
-- hand-written: the rules of the single set each user had become named rules, one per rule
-- that was set, so a story alerts exactly when it did before (the old rules were either/or).
-- Runs before 0015 drops the old columns.
INSERT INTO "named_alert_rules" ("user_id", "name", "enabled", "watchlist", "created_at", "updated_at")
SELECT "user_id", 'My watchlist', true, true, "updated_at", "updated_at" FROM "alert_rules" WHERE "watchlist";--> statement-breakpoint
INSERT INTO "named_alert_rules" ("user_id", "name", "enabled", "min_impact", "created_at", "updated_at")
SELECT "user_id", 'Impact ' || "min_impact" || '.0 or more', true, "min_impact", "updated_at" + interval '1 millisecond', "updated_at" FROM "alert_rules" WHERE "min_impact" IS NOT NULL;
