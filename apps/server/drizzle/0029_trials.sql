CREATE TABLE "trials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"machine_id" text NOT NULL,
	"machine_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"end_mail_sent_at" timestamp with time zone,
	"converted_order_id" uuid,
	"converted_at" timestamp with time zone,
	"licence_file_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "trial_days" integer;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_converted_order_id_orders_id_fk" FOREIGN KEY ("converted_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trials_user_product_uq" ON "trials" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trials_product_machine_uq" ON "trials" USING btree ("product_id",lower("machine_id"));--> statement-breakpoint
CREATE INDEX "trials_ends_idx" ON "trials" USING btree ("ends_at");