ALTER TABLE "invoices" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "sha256" text;