CREATE TABLE "alert_rules" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"watchlist" boolean DEFAULT false NOT NULL,
	"min_impact" smallint,
	"email" boolean DEFAULT false NOT NULL,
	"email_sent_at" timestamp with time zone,
	"email_after_id" bigint DEFAULT 0 NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_rules_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "alert_rules_min_impact_range" CHECK ("alert_rules"."min_impact" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "feed_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"layout" text DEFAULT 'cards' NOT NULL,
	"time_zone" text DEFAULT 'local' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_preferences_layout_choice" CHECK ("feed_preferences"."layout" in ('cards', 'dense')),
	CONSTRAINT "feed_preferences_time_zone_choice" CHECK ("feed_preferences"."time_zone" in ('local', 'UTC', 'America/New_York', 'Europe/London', 'Europe/Berlin', 'Asia/Tokyo'))
);
--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_preferences" ADD CONSTRAINT "feed_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_rules_email_on_idx" ON "alert_rules" USING btree ("user_id") WHERE "alert_rules"."email";