ALTER TABLE "alert_rules" DROP CONSTRAINT "alert_rules_min_impact_range";--> statement-breakpoint
ALTER TABLE "alert_rules" DROP COLUMN "watchlist";--> statement-breakpoint
ALTER TABLE "alert_rules" DROP COLUMN "min_impact";