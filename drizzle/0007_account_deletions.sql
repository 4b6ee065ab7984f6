CREATE TABLE "account_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_created_at" timestamp with time zone NOT NULL,
	"provider" text,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"subscription_status" text,
	"subscription_started_at" timestamp with time zone,
	"retain_until" timestamp with time zone NOT NULL
);
