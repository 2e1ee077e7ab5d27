CREATE TABLE "exchange_rate" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"eur_per_usd_micros" integer NOT NULL,
	"rate_date" date NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rate_one_row" CHECK ("exchange_rate"."id" = 1),
	CONSTRAINT "exchange_rate_positive" CHECK ("exchange_rate"."eur_per_usd_micros" > 0)
);
--> statement-breakpoint
ALTER TABLE "product_price_history" ALTER COLUMN "old_price_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "product_price_history" ALTER COLUMN "new_price_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "product_price_history" ADD COLUMN "currency" text DEFAULT 'eur' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "usd_price_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "eur_per_usd_micros" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_rate_date" date;--> statement-breakpoint
ALTER TABLE "exchange_rate" ADD CONSTRAINT "exchange_rate_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The daily summary's revenue is the euro orders' alone (docs/rules/currencies.md): euros and dollars are never
-- added together; the dashboard reads dollar revenue per currency from the orders. Same function as 0017,
-- with each order's currency carried along.
CREATE OR REPLACE FUNCTION admin_stats_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO admin_stats_changes (day, orders, paid_orders, pending_orders, revenue_cents, paid_sales)
    WITH signed AS (
      SELECT 1 AS sign, created_at, paid_at, is_paid, status, total_cents, refunded_cents, currency FROM added
    )
    SELECT day, sum(orders), sum(paid), sum(pending), sum(revenue), sum(sales) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, sign AS orders,
             CASE WHEN is_paid THEN sign ELSE 0 END AS paid,
             CASE WHEN status = 'pending' THEN sign ELSE 0 END AS pending, 0::bigint AS revenue, 0 AS sales
      FROM signed
      UNION ALL
      SELECT (coalesce(paid_at, created_at) AT TIME ZONE 'UTC')::date, 0, 0, 0, CASE WHEN currency = 'eur' THEN sign * (total_cents - refunded_cents)::bigint ELSE 0 END,
             CASE WHEN total_cents > 0 THEN sign ELSE 0 END
      FROM signed WHERE is_paid
    ) AS parts GROUP BY day;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO admin_stats_changes (day, orders, paid_orders, pending_orders, revenue_cents, paid_sales)
    WITH signed AS (
      SELECT -1 AS sign, created_at, paid_at, is_paid, status, total_cents, refunded_cents, currency FROM removed
    )
    SELECT day, sum(orders), sum(paid), sum(pending), sum(revenue), sum(sales) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, sign AS orders,
             CASE WHEN is_paid THEN sign ELSE 0 END AS paid,
             CASE WHEN status = 'pending' THEN sign ELSE 0 END AS pending, 0::bigint AS revenue, 0 AS sales
      FROM signed
      UNION ALL
      SELECT (coalesce(paid_at, created_at) AT TIME ZONE 'UTC')::date, 0, 0, 0, CASE WHEN currency = 'eur' THEN sign * (total_cents - refunded_cents)::bigint ELSE 0 END,
             CASE WHEN total_cents > 0 THEN sign ELSE 0 END
      FROM signed WHERE is_paid
    ) AS parts GROUP BY day;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO admin_stats_changes (day, orders, paid_orders, pending_orders, revenue_cents, paid_sales)
    WITH signed AS (
      SELECT -1 AS sign, r.created_at, r.paid_at, r.is_paid, r.status, r.total_cents, r.refunded_cents, r.currency FROM removed r JOIN added a USING (id) WHERE (a.status, a.is_paid, a.paid_at, a.total_cents, a.refunded_cents) IS DISTINCT FROM (r.status, r.is_paid, r.paid_at, r.total_cents, r.refunded_cents)
      UNION ALL
      SELECT 1, a.created_at, a.paid_at, a.is_paid, a.status, a.total_cents, a.refunded_cents, a.currency FROM added a JOIN removed r USING (id) WHERE (a.status, a.is_paid, a.paid_at, a.total_cents, a.refunded_cents) IS DISTINCT FROM (r.status, r.is_paid, r.paid_at, r.total_cents, r.refunded_cents)
    )
    SELECT day, sum(orders), sum(paid), sum(pending), sum(revenue), sum(sales) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, sign AS orders,
             CASE WHEN is_paid THEN sign ELSE 0 END AS paid,
             CASE WHEN status = 'pending' THEN sign ELSE 0 END AS pending, 0::bigint AS revenue, 0 AS sales
      FROM signed
      UNION ALL
      SELECT (coalesce(paid_at, created_at) AT TIME ZONE 'UTC')::date, 0, 0, 0, CASE WHEN currency = 'eur' THEN sign * (total_cents - refunded_cents)::bigint ELSE 0 END,
             CASE WHEN total_cents > 0 THEN sign ELSE 0 END
      FROM signed WHERE is_paid
    ) AS parts GROUP BY day;
  END IF;
  RETURN NULL;
END $$;
