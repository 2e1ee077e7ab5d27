CREATE TABLE "seller_identity" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"legal_form" text DEFAULT '' NOT NULL,
	"share_capital" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"rcs_city" text DEFAULT '' NOT NULL,
	"rcs_number" text DEFAULT '' NOT NULL,
	"siret" text DEFAULT '' NOT NULL,
	"vat" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"publisher" text DEFAULT '' NOT NULL,
	"hosting" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "seller_identity_one_row" CHECK ("seller_identity"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_pending_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_invoice_pending_idx" ON "orders" USING btree ("invoice_pending_since") WHERE "orders"."invoice_pending_since" is not null;