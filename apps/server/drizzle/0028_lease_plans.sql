ALTER TABLE "products" ADD COLUMN "monthly_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "yearly_price_cents" integer;