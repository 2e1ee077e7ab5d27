ALTER TABLE "admin_daily_stats" ADD COLUMN "paid_sales" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_stats_changes" ADD COLUMN "paid_sales" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The orders trigger also counts paid sales (paid orders with a total above zero) on their payment day.
CREATE OR REPLACE FUNCTION admin_stats_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO admin_stats_changes (day, orders, paid_orders, pending_orders, revenue_cents, paid_sales)
    WITH signed AS (
      SELECT 1 AS sign, created_at, paid_at, is_paid, status, total_cents FROM added
    )
    SELECT day, sum(orders), sum(paid), sum(pending), sum(revenue), sum(sales) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, sign AS orders,
             CASE WHEN is_paid THEN sign ELSE 0 END AS paid,
             CASE WHEN status = 'pending' THEN sign ELSE 0 END AS pending, 0::bigint AS revenue, 0 AS sales
      FROM signed
      UNION ALL
      SELECT (coalesce(paid_at, created_at) AT TIME ZONE 'UTC')::date, 0, 0, 0, sign * total_cents::bigint,
             CASE WHEN total_cents > 0 THEN sign ELSE 0 END
      FROM signed WHERE is_paid
    ) AS parts GROUP BY day;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO admin_stats_changes (day, orders, paid_orders, pending_orders, revenue_cents, paid_sales)
    WITH signed AS (
      SELECT -1 AS sign, created_at, paid_at, is_paid, status, total_cents FROM removed
    )
    SELECT day, sum(orders), sum(paid), sum(pending), sum(revenue), sum(sales) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, sign AS orders,
             CASE WHEN is_paid THEN sign ELSE 0 END AS paid,
             CASE WHEN status = 'pending' THEN sign ELSE 0 END AS pending, 0::bigint AS revenue, 0 AS sales
      FROM signed
      UNION ALL
      SELECT (coalesce(paid_at, created_at) AT TIME ZONE 'UTC')::date, 0, 0, 0, sign * total_cents::bigint,
             CASE WHEN total_cents > 0 THEN sign ELSE 0 END
      FROM signed WHERE is_paid
    ) AS parts GROUP BY day;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO admin_stats_changes (day, orders, paid_orders, pending_orders, revenue_cents, paid_sales)
    WITH signed AS (
      SELECT -1 AS sign, r.created_at, r.paid_at, r.is_paid, r.status, r.total_cents FROM removed r JOIN added a USING (id) WHERE (a.status, a.is_paid, a.paid_at, a.total_cents) IS DISTINCT FROM (r.status, r.is_paid, r.paid_at, r.total_cents)
      UNION ALL
      SELECT 1, a.created_at, a.paid_at, a.is_paid, a.status, a.total_cents FROM added a JOIN removed r USING (id) WHERE (a.status, a.is_paid, a.paid_at, a.total_cents) IS DISTINCT FROM (r.status, r.is_paid, r.paid_at, r.total_cents)
    )
    SELECT day, sum(orders), sum(paid), sum(pending), sum(revenue), sum(sales) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, sign AS orders,
             CASE WHEN is_paid THEN sign ELSE 0 END AS paid,
             CASE WHEN status = 'pending' THEN sign ELSE 0 END AS pending, 0::bigint AS revenue, 0 AS sales
      FROM signed
      UNION ALL
      SELECT (coalesce(paid_at, created_at) AT TIME ZONE 'UTC')::date, 0, 0, 0, sign * total_cents::bigint,
             CASE WHEN total_cents > 0 THEN sign ELSE 0 END
      FROM signed WHERE is_paid
    ) AS parts GROUP BY day;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The history already there.
INSERT INTO admin_stats_changes (day, paid_sales)
  SELECT (coalesce(paid_at, created_at) AT TIME ZONE 'UTC')::date, count(*) FROM orders
  WHERE is_paid AND total_cents > 0 GROUP BY 1;
