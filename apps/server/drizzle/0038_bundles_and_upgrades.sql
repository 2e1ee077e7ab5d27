CREATE TABLE "bundle_items" (
	"bundle_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_items_bundle_id_product_id_pk" PRIMARY KEY("bundle_id","product_id"),
	CONSTRAINT "bundle_items_not_itself" CHECK ("bundle_items"."bundle_id" <> "bundle_items"."product_id")
);
--> statement-breakpoint
CREATE TABLE "upgrade_paths" (
	"id" uuid PRIMARY KEY NOT NULL,
	"from_product_id" uuid NOT NULL,
	"to_product_id" uuid NOT NULL,
	"within_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upgrade_paths_not_itself" CHECK ("upgrade_paths"."from_product_id" <> "upgrade_paths"."to_product_id"),
	CONSTRAINT "upgrade_paths_within_days_range" CHECK ("upgrade_paths"."within_days" between 1 and 3650)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "bundle_item_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "bundle_credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "upgrade_from_item_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "upgrade_from_order_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "upgraded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_bundle_id_products_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_paths" ADD CONSTRAINT "upgrade_paths_from_product_id_products_id_fk" FOREIGN KEY ("from_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_paths" ADD CONSTRAINT "upgrade_paths_to_product_id_products_id_fk" FOREIGN KEY ("to_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upgrade_paths_pair_uq" ON "upgrade_paths" USING btree ("from_product_id","to_product_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_bundle_item_id_order_items_id_fk" FOREIGN KEY ("bundle_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_upgrade_from_item_id_order_items_id_fk" FOREIGN KEY ("upgrade_from_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_upgrade_from_order_id_orders_id_fk" FOREIGN KEY ("upgrade_from_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_bundle_item_idx" ON "order_items" USING btree ("bundle_item_id");--> statement-breakpoint
CREATE INDEX "order_items_upgrade_from_idx" ON "order_items" USING btree ("upgrade_from_item_id");