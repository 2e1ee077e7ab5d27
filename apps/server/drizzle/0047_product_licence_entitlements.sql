-- What a product's licence files grant (issue 46): the build id the indicator checks, an edition and feature keys.
ALTER TABLE "products" ADD COLUMN "licence_build" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "licence_edition" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "licence_features" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_licence_build_key" CHECK ("products"."licence_build" ~ '^[a-z0-9][a-z0-9-]{0,79}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_licence_edition_key" CHECK ("products"."licence_edition" ~ '^[a-z0-9][a-z0-9-]{0,39}$');