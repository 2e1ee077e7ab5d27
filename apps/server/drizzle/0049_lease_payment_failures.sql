CREATE TABLE "lease_payment_failures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	"recovered_at" timestamp with time zone,
	CONSTRAINT "lease_payment_failures_provider_invoice_id_unique" UNIQUE("provider_invoice_id")
);
--> statement-breakpoint
ALTER TABLE "lease_payment_failures" ADD CONSTRAINT "lease_payment_failures_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_payment_failures_failed_idx" ON "lease_payment_failures" USING btree ("failed_at");