CREATE TABLE "product_releases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"version" text NOT NULL,
	"min_platform_version" text NOT NULL,
	"changelog_fr" text NOT NULL,
	"changelog_en" text NOT NULL,
	"download_file" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notices_done_at" timestamp with time zone,
	"published_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_notices" (
	"release_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_notices_release_id_user_id_pk" PRIMARY KEY("release_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_protected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "download_log" ADD COLUMN "release_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "release_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_releases" ADD CONSTRAINT "product_releases_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_releases" ADD CONSTRAINT "product_releases_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_notices" ADD CONSTRAINT "release_notices_release_id_product_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."product_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_notices" ADD CONSTRAINT "release_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_releases_version_idx" ON "product_releases" USING btree ("product_id","version");--> statement-breakpoint
CREATE INDEX "product_releases_published_idx" ON "product_releases" USING btree ("product_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_releases_file_idx" ON "product_releases" USING btree ("download_file");--> statement-breakpoint
CREATE INDEX "download_log_release_idx" ON "download_log" USING btree ("release_id","user_id");