CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent" text NOT NULL,
	"amount" integer NOT NULL,
	"metadata" jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_note_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"refund_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"language" text NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"file_key" text NOT NULL,
	"document" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_notes_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"stripe_refund_id" text,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb NOT NULL,
	"licence_ids" jsonb NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_at" timestamp with time zone,
	CONSTRAINT "refunds_stripe_refund_id_unique" UNIQUE("stripe_refund_id")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment_intent_idx" ON "sandbox_refunds" USING btree ("payment_intent");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
-- Revenue net of refunds (docs/rules/refunds.md): a paid or partially refunded order counts what was not
-- given back, on its payment day; a refunded one is no longer paid and counts nothing.
CREATE OR REPLACE FUNCTION admin_stats_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO admin_stats_changes (day, orders, paid_orders, pending_orders, revenue_cents, paid_sales)
    WITH signed AS (
      SELECT 1 AS sign, created_at, paid_at, is_paid, status, total_cents, refunded_cents FROM added
    )
    SELECT day, sum(orders), sum(paid), sum(pending), sum(revenue), sum(sales) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, sign AS orders,
             CASE WHEN is_paid THEN sign ELSE 0 END AS paid,
             CASE WHEN status = 'pending' THEN sign ELSE 0 END AS pending, 0::bigint AS revenue, 0 AS sales
      FROM signed
      UNION ALL
      SELECT (coalesce(paid_at, created_at) AT TIME ZONE 'UTC')::date, 0, 0, 0, sign * (total_cents - refunded_cents)::bigint,
             CASE WHEN total_cents > 0 THEN sign ELSE 0 END
      FROM signed WHERE is_paid
    ) AS parts GROUP BY day;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO admin_stats_changes (day, orders, paid_orders, pending_orders, revenue_cents, paid_sales)
    WITH signed AS (
      SELECT -1 AS sign, created_at, paid_at, is_paid, status, total_cents, refunded_cents FROM removed
    )
    SELECT day, sum(orders), sum(paid), sum(pending), sum(revenue), sum(sales) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, sign AS orders,
             CASE WHEN is_paid THEN sign ELSE 0 END AS paid,
             CASE WHEN status = 'pending' THEN sign ELSE 0 END AS pending, 0::bigint AS revenue, 0 AS sales
      FROM signed
      UNION ALL
      SELECT (coalesce(paid_at, created_at) AT TIME ZONE 'UTC')::date, 0, 0, 0, sign * (total_cents - refunded_cents)::bigint,
             CASE WHEN total_cents > 0 THEN sign ELSE 0 END
      FROM signed WHERE is_paid
    ) AS parts GROUP BY day;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO admin_stats_changes (day, orders, paid_orders, pending_orders, revenue_cents, paid_sales)
    WITH signed AS (
      SELECT -1 AS sign, r.created_at, r.paid_at, r.is_paid, r.status, r.total_cents, r.refunded_cents FROM removed r JOIN added a USING (id) WHERE (a.status, a.is_paid, a.paid_at, a.total_cents, a.refunded_cents) IS DISTINCT FROM (r.status, r.is_paid, r.paid_at, r.total_cents, r.refunded_cents)
      UNION ALL
      SELECT 1, a.created_at, a.paid_at, a.is_paid, a.status, a.total_cents, a.refunded_cents FROM added a JOIN removed r USING (id) WHERE (a.status, a.is_paid, a.paid_at, a.total_cents, a.refunded_cents) IS DISTINCT FROM (r.status, r.is_paid, r.paid_at, r.total_cents, r.refunded_cents)
    )
    SELECT day, sum(orders), sum(paid), sum(pending), sum(revenue), sum(sales) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, sign AS orders,
             CASE WHEN is_paid THEN sign ELSE 0 END AS paid,
             CASE WHEN status = 'pending' THEN sign ELSE 0 END AS pending, 0::bigint AS revenue, 0 AS sales
      FROM signed
      UNION ALL
      SELECT (coalesce(paid_at, created_at) AT TIME ZONE 'UTC')::date, 0, 0, 0, sign * (total_cents - refunded_cents)::bigint,
             CASE WHEN total_cents > 0 THEN sign ELSE 0 END
      FROM signed WHERE is_paid
    ) AS parts GROUP BY day;
  END IF;
  RETURN NULL;
END $$;
