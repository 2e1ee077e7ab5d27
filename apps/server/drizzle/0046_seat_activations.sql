-- Sign in from the indicator (issue 46): RFC 8628 device authorizations, the seat activations they create, and the machines per seat a product may set.
CREATE TABLE "device_authorizations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"device_code_hash" text NOT NULL,
	"user_code_hash" text NOT NULL,
	"product_id" uuid NOT NULL,
	"machine_id" text NOT NULL,
	"machine_name" text NOT NULL,
	"platform_version" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" uuid,
	"activation_id" uuid,
	"interval_seconds" integer NOT NULL,
	"last_polled_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_authorizations_device_code_hash_unique" UNIQUE("device_code_hash"),
	CONSTRAINT "device_authorizations_user_code_hash_unique" UNIQUE("user_code_hash")
);
--> statement-breakpoint
CREATE TABLE "seat_activations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"machine_id" text NOT NULL,
	"machine_name" text NOT NULL,
	"platform_version" text NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" text
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "machines_per_seat" integer;--> statement-breakpoint
ALTER TABLE "device_authorizations" ADD CONSTRAINT "device_authorizations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_authorizations" ADD CONSTRAINT "device_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_authorizations" ADD CONSTRAINT "device_authorizations_activation_id_seat_activations_id_fk" FOREIGN KEY ("activation_id") REFERENCES "public"."seat_activations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_activations" ADD CONSTRAINT "seat_activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_activations" ADD CONSTRAINT "seat_activations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_authorizations_expires_idx" ON "device_authorizations" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_activations_live_machine_idx" ON "seat_activations" USING btree ("user_id","product_id",lower("machine_id")) WHERE "seat_activations"."released_at" is null;--> statement-breakpoint
CREATE INDEX "seat_activations_idle_idx" ON "seat_activations" USING btree ("last_seen_at") WHERE "seat_activations"."released_at" is null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_machines_per_seat_range" CHECK ("products"."machines_per_seat" between 1 and 20);