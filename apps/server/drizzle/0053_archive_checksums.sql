ALTER TABLE "invoices" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "sha256" text;--> statement-breakpoint
CREATE INDEX "invoices_file_key_idx" ON "invoices" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "credit_notes_file_key_idx" ON "credit_notes" USING btree ("file_key");