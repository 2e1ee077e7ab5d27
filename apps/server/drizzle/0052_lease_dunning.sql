CREATE TABLE "lease_dunning_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"midway_after_days" smallint NOT NULL,
	"last_notice_before_days" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_dunning_settings_one_row" CHECK ("lease_dunning_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "grace_midway_mail_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "subscriptions_customer_idx" ON "subscriptions" USING btree ("provider_customer_id");