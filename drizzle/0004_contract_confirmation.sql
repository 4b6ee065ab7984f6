ALTER TABLE "contract_requests" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "contract_requests" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_requests" ADD CONSTRAINT "contract_requests_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash");