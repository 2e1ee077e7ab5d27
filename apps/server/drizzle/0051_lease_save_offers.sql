CREATE TABLE "lease_cancellations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"reason" text,
	"note" text,
	"offer" text NOT NULL,
	"accepted" boolean DEFAULT false NOT NULL,
	"pause_months" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_save_offers" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"max_pause_months" integer,
	"percent_off" integer,
	"periods" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_coupons" ADD COLUMN "duration_in_months" integer;--> statement-breakpoint
ALTER TABLE "sandbox_coupons" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pause_resumes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "save_offer_taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "save_coupon_code" text;--> statement-breakpoint
ALTER TABLE "lease_cancellations" ADD CONSTRAINT "lease_cancellations_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_cancellations" ADD CONSTRAINT "lease_cancellations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_save_offers" ADD CONSTRAINT "lease_save_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_cancellations_product_idx" ON "lease_cancellations" USING btree ("product_id");