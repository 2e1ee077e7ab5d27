-- A seat is a machine, not a text: one buyer's active licences of a product must name different machine ids.
-- Earlier rows that break it (the same machine under another name) are settled first, the oldest kept: a
-- newer one still pending is rejected, a newer signed one is marked replaced (its file keeps working offline;
-- the seat it held is given back). Each gets an admin note saying why.
UPDATE "license_requests" AS newer
SET "status" = CASE WHEN newer."status" = 'pending' THEN 'rejected' ELSE 'replaced' END,
    "admin_notes" = concat_ws(' ', newer."admin_notes", '[migration 0022: same machine as an older licence of this product]'),
    "updated_at" = now()
WHERE newer."status" in ('pending', 'approved', 'exported', 'installed')
  AND EXISTS (
    SELECT 1 FROM "license_requests" AS older
    WHERE older."user_id" = newer."user_id"
      AND older."product_id" = newer."product_id"
      AND lower(older."machine_id") = lower(newer."machine_id")
      AND older."status" in ('pending', 'approved', 'exported', 'installed')
      AND (older."created_at", older."id") < (newer."created_at", newer."id")
  );--> statement-breakpoint
DROP INDEX "license_requests_active_machine_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "license_requests_active_machine_uq" ON "license_requests" USING btree ("user_id","product_id",lower("machine_id")) WHERE "license_requests"."status" in ('pending', 'approved', 'exported', 'installed');
