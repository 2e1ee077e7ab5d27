CREATE TABLE "sandbox_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_seconds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"next_retry_at" timestamp with time zone,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "monthly_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "yearly_price_cents" integer;--> statement-breakpoint
CREATE INDEX "sandbox_subscriptions_due_idx" ON "sandbox_subscriptions" USING btree ("status","current_period_end");