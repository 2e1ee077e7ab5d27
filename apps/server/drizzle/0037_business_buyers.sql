CREATE TABLE "vies_checks" (
	"vat_number" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"reference" text,
	"name" text
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vies_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vies_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vies_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vies_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_company" text;--> statement-breakpoint
CREATE INDEX "orders_vies_unconfirmed_idx" ON "orders" USING btree ("created_at") WHERE "orders"."vies_status" = 'unreachable';