ALTER TABLE "subscriptions" ADD COLUMN "machine_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "machine_name" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "licence_revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "grace_start_mail_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "grace_reminder_mail_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "grace_end_mail_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "keep_lease_licence" boolean DEFAULT false NOT NULL;