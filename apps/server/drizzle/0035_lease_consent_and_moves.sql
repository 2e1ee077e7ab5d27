ALTER TABLE "subscriptions" ADD COLUMN "withdrawal_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "withdrawal_consent_version" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "machine_moved_at" timestamp with time zone;