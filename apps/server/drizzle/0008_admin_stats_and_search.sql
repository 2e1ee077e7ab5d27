CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "admin_daily_stats" (
	"day" date PRIMARY KEY NOT NULL,
	"new_users" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"pending_orders" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"subscribers" integer DEFAULT 0 NOT NULL,
	"active_subscribers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_stats_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"new_users" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"pending_orders" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"subscribers" integer DEFAULT 0 NOT NULL,
	"active_subscribers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_subscribed_idx" ON "newsletter_subscribers" USING btree ("subscribed_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_active_idx" ON "newsletter_subscribers" USING btree ("is_active","subscribed_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_email_trgm_idx" ON "newsletter_subscribers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_short_id_idx" ON "orders" USING btree (right("id"::text, 8));--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");
--> statement-breakpoint
-- Triggers feeding admin_stats_changes: statement-level with transition tables, so a bulk insert appends a
-- handful of rows (one per day touched), and an update that changes no counted field appends nothing.
CREATE FUNCTION admin_stats_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO admin_stats_changes (day, new_users)
    WITH signed AS (
      SELECT 1 AS sign, created_at FROM added
    )
    SELECT (created_at AT TIME ZONE 'UTC')::date, sum(sign) FROM signed GROUP BY 1;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO admin_stats_changes (day, new_users)
    WITH signed AS (
      SELECT -1 AS sign, created_at FROM removed
    )
    SELECT (created_at AT TIME ZONE 'UTC')::date, sum(sign) FROM signed GROUP BY 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_stats_users_insert AFTER INSERT ON users REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION admin_stats_users();
--> statement-breakpoint
CREATE TRIGGER admin_stats_users_delete AFTER DELETE ON users REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION admin_stats_users();
--> statement-breakpoint
CREATE FUNCTION admin_stats_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO admin_stats_changes (day, orders, paid_orders, pending_orders, revenue_cents)
    WITH signed AS (
      SELECT 1 AS sign, created_at, paid_at, is_paid, status, total_cents FROM added
    )
    SELECT day, sum(orders), sum(paid), sum(pending), sum(revenue) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, sign AS orders,
             CASE WHEN is_paid THEN sign ELSE 0 END AS paid,
             CASE WHEN status = 'pending' THEN sign ELSE 0 END AS pending, 0::bigint AS revenue
      FROM signed
      UNION ALL
      SELECT (coalesce(paid_at, created_at) AT TIME ZONE 'UTC')::date, 0, 0, 0, sign * total_cents::bigint
      FROM signed WHERE is_paid
    ) AS parts GROUP BY day;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO admin_stats_changes (day, orders, paid_orders, pending_orders, revenue_cents)
    WITH signed AS (
      SELECT -1 AS sign, created_at, paid_at, is_paid, status, total_cents FROM removed
    )
    SELECT day, sum(orders), sum(paid), sum(pending), sum(revenue) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, sign AS orders,
             CASE WHEN is_paid THEN sign ELSE 0 END AS paid,
             CASE WHEN status = 'pending' THEN sign ELSE 0 END AS pending, 0::bigint AS revenue
      FROM signed
      UNION ALL
      SELECT (coalesce(paid_at, created_at) AT TIME ZONE 'UTC')::date, 0, 0, 0, sign * total_cents::bigint
      FROM signed WHERE is_paid
    ) AS parts GROUP BY day;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO admin_stats_changes (day, orders, paid_orders, pending_orders, revenue_cents)
    WITH signed AS (
      SELECT -1 AS sign, r.created_at, r.paid_at, r.is_paid, r.status, r.total_cents FROM removed r JOIN added a USING (id) WHERE (a.status, a.is_paid, a.paid_at, a.total_cents) IS DISTINCT FROM (r.status, r.is_paid, r.paid_at, r.total_cents)
      UNION ALL
      SELECT 1, a.created_at, a.paid_at, a.is_paid, a.status, a.total_cents FROM added a JOIN removed r USING (id) WHERE (a.status, a.is_paid, a.paid_at, a.total_cents) IS DISTINCT FROM (r.status, r.is_paid, r.paid_at, r.total_cents)
    )
    SELECT day, sum(orders), sum(paid), sum(pending), sum(revenue) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, sign AS orders,
             CASE WHEN is_paid THEN sign ELSE 0 END AS paid,
             CASE WHEN status = 'pending' THEN sign ELSE 0 END AS pending, 0::bigint AS revenue
      FROM signed
      UNION ALL
      SELECT (coalesce(paid_at, created_at) AT TIME ZONE 'UTC')::date, 0, 0, 0, sign * total_cents::bigint
      FROM signed WHERE is_paid
    ) AS parts GROUP BY day;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_stats_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION admin_stats_orders();
--> statement-breakpoint
CREATE TRIGGER admin_stats_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION admin_stats_orders();
--> statement-breakpoint
CREATE TRIGGER admin_stats_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION admin_stats_orders();
--> statement-breakpoint
CREATE FUNCTION admin_stats_subscribers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO admin_stats_changes (day, subscribers, active_subscribers)
    WITH signed AS (
      SELECT 1 AS sign, subscribed_at, is_active FROM added
    )
    SELECT (subscribed_at AT TIME ZONE 'UTC')::date, sum(sign), sum(CASE WHEN is_active THEN sign ELSE 0 END)
    FROM signed GROUP BY 1;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO admin_stats_changes (day, subscribers, active_subscribers)
    WITH signed AS (
      SELECT -1 AS sign, subscribed_at, is_active FROM removed
    )
    SELECT (subscribed_at AT TIME ZONE 'UTC')::date, sum(sign), sum(CASE WHEN is_active THEN sign ELSE 0 END)
    FROM signed GROUP BY 1;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO admin_stats_changes (day, subscribers, active_subscribers)
    WITH signed AS (
      SELECT -1 AS sign, r.subscribed_at, r.is_active FROM removed r JOIN added a USING (id) WHERE (a.is_active, a.subscribed_at) IS DISTINCT FROM (r.is_active, r.subscribed_at)
      UNION ALL
      SELECT 1, a.subscribed_at, a.is_active FROM added a JOIN removed r USING (id) WHERE (a.is_active, a.subscribed_at) IS DISTINCT FROM (r.is_active, r.subscribed_at)
    )
    SELECT (subscribed_at AT TIME ZONE 'UTC')::date, sum(sign), sum(CASE WHEN is_active THEN sign ELSE 0 END)
    FROM signed GROUP BY 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_stats_subscribers_insert AFTER INSERT ON newsletter_subscribers REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION admin_stats_subscribers();
--> statement-breakpoint
CREATE TRIGGER admin_stats_subscribers_update AFTER UPDATE ON newsletter_subscribers REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION admin_stats_subscribers();
--> statement-breakpoint
CREATE TRIGGER admin_stats_subscribers_delete AFTER DELETE ON newsletter_subscribers REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION admin_stats_subscribers();
--> statement-breakpoint
-- The history already there.
INSERT INTO admin_stats_changes (day, new_users)
  SELECT (created_at AT TIME ZONE 'UTC')::date, count(*) FROM users GROUP BY 1;
--> statement-breakpoint
INSERT INTO admin_stats_changes (day, orders, paid_orders, pending_orders)
  SELECT (created_at AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE is_paid),
         count(*) FILTER (WHERE status = 'pending')
  FROM orders GROUP BY 1;
--> statement-breakpoint
INSERT INTO admin_stats_changes (day, revenue_cents)
  SELECT (coalesce(paid_at, created_at) AT TIME ZONE 'UTC')::date, sum(total_cents) FROM orders WHERE is_paid GROUP BY 1;
--> statement-breakpoint
INSERT INTO admin_stats_changes (day, subscribers, active_subscribers)
  SELECT (subscribed_at AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE is_active)
  FROM newsletter_subscribers GROUP BY 1;
