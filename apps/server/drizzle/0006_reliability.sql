CREATE TABLE "sandbox_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"payment_intent" text,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "attempt_id" uuid;--> statement-breakpoint
CREATE INDEX "sandbox_checkout_sessions_open_idx" ON "sandbox_checkout_sessions" USING btree ("status","expires_at");