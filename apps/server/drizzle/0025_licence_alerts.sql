ALTER TABLE "users" ADD COLUMN "licence_alerts" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "licence_digest_through" timestamp with time zone;