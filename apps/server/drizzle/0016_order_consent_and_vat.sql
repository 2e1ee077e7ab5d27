ALTER TABLE "orders" ADD COLUMN "withdrawal_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "withdrawal_consent_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rate_bps" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_mode" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;