DROP INDEX "license_requests_status_idx";--> statement-breakpoint
ALTER TABLE "license_requests" ADD COLUMN "replaces_id" uuid;--> statement-breakpoint
ALTER TABLE "license_requests" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "license_requests" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "license_requests" ADD COLUMN "delivery_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "license_requests" ADD COLUMN "delivery_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "license_requests" ADD COLUMN "delivery_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "license_requests" ADD COLUMN "delivery_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "license_requests" ADD COLUMN "delivery_last_error" text;--> statement-breakpoint
ALTER TABLE "license_requests" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "license_requests" ADD CONSTRAINT "license_requests_replaces_id_license_requests_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."license_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "license_requests_created_idx" ON "license_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "license_requests_order_item_idx" ON "license_requests" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "license_requests_replaces_idx" ON "license_requests" USING btree ("replaces_id");--> statement-breakpoint
CREATE INDEX "license_requests_delivery_idx" ON "license_requests" USING btree ("delivery_next_attempt_at") WHERE "license_requests"."delivery_status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "license_requests_active_machine_uq" ON "license_requests" USING btree ("product_id",lower("machine_id_name")) WHERE "license_requests"."status" in ('pending', 'approved', 'exported', 'installed');--> statement-breakpoint
CREATE INDEX "license_requests_status_idx" ON "license_requests" USING btree ("status","created_at");