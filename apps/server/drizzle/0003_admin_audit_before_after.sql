ALTER TABLE "admin_audit_log" ADD COLUMN "admin_email" text;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target","created_at");--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP COLUMN "details";