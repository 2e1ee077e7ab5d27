ALTER TABLE "order_items" ADD COLUMN "name_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Lines ordered before this change: the order's own language keeps its snapshot, the other one is read
-- from the product as it is today.
UPDATE "order_items" AS "item" SET
	"name_fr" = CASE WHEN "o"."language" = 'fr' THEN "item"."name" ELSE "p"."name_fr" END,
	"name_en" = CASE WHEN "o"."language" = 'en' THEN "item"."name" ELSE "p"."name_en" END,
	"description_fr" = CASE WHEN "o"."language" = 'fr' THEN "item"."description" ELSE "p"."description_fr" END,
	"description_en" = CASE WHEN "o"."language" = 'en' THEN "item"."description" ELSE "p"."description_en" END
FROM "orders" AS "o", "products" AS "p"
WHERE "o"."id" = "item"."order_id" AND "p"."id" = "item"."product_id";
