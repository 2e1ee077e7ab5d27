CREATE TABLE "licence_checks" (
	"licence_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"machine_id" text NOT NULL,
	"client_version" text NOT NULL,
	"platform_version" text NOT NULL,
	"last_reason" text NOT NULL,
	"last_check_at" timestamp with time zone NOT NULL,
	"checks" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "licence_checks_product_idx" ON "licence_checks" USING btree ("product","last_check_at");