ALTER TABLE "products" ADD COLUMN "usd_monthly_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "usd_yearly_price_cents" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "currency" text DEFAULT 'eur' NOT NULL;