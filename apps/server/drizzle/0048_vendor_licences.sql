-- Delivery through NinjaTrader's own licensing (issue 46): who licenses each product, the NinjaTrader account e-mail an order or lease keeps, and the licences to create and revoke.
CREATE TABLE "ninjatrader_delivery_tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"order_id" uuid,
	"ninjatrader_email" text NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"done_by" uuid,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "licensing" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ninjatrader_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ninjatrader_email" text;--> statement-breakpoint
ALTER TABLE "ninjatrader_delivery_tasks" ADD CONSTRAINT "ninjatrader_delivery_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ninjatrader_delivery_tasks" ADD CONSTRAINT "ninjatrader_delivery_tasks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ninjatrader_delivery_tasks" ADD CONSTRAINT "ninjatrader_delivery_tasks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ninjatrader_delivery_tasks" ADD CONSTRAINT "ninjatrader_delivery_tasks_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ninjatrader_delivery_tasks_state_idx" ON "ninjatrader_delivery_tasks" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "ninjatrader_delivery_tasks_user_product_idx" ON "ninjatrader_delivery_tasks" USING btree ("user_id","product_id","created_at");