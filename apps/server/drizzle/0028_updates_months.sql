ALTER TABLE "products" ADD COLUMN "updates_months" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "updates_months" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_updates_months_range" CHECK ("products"."updates_months" between 1 and 120);