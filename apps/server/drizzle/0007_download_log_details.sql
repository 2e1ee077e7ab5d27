ALTER TABLE "download_log" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "download_log" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "download_log" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "download_log" ADD CONSTRAINT "download_log_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_log_user_idx" ON "download_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "download_log_storage_key_idx" ON "download_log" USING btree ("storage_key","created_at");