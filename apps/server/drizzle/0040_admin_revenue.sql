CREATE TABLE "admin_revenue" (
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"coupon_code" text DEFAULT '' NOT NULL,
	"vat_country" text DEFAULT '' NOT NULL,
	"vat_rate_bps" integer DEFAULT 0 NOT NULL,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	"vat_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "admin_revenue_pk" PRIMARY KEY("kind","currency","coupon_code","vat_country","vat_rate_bps","reverse_charge")
);
--> statement-breakpoint
CREATE TABLE "admin_revenue_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"coupon_code" text DEFAULT '' NOT NULL,
	"vat_country" text DEFAULT '' NOT NULL,
	"vat_rate_bps" integer DEFAULT 0 NOT NULL,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	"vat_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The dashboard's revenue by currency, coupon and VAT, maintained (issue 32): each statement on orders appends
-- the signed change of its rows' contributions, grouped (an update that changes nothing that counts nets to no
-- row); `order` groups are granting orders by currency and coupon, `invoice` groups the invoices of granting
-- orders by currency, VAT country, rate and reverse charge. The signed rows come from the statement's
-- transition tables, named in a query run through EXECUTE so that one function serves all three operations.
CREATE FUNCTION admin_revenue_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  signed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM added'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM removed'
    ELSE 'SELECT -1 AS sign, * FROM removed UNION ALL SELECT 1 AS sign, * FROM added'
  END;
BEGIN
  EXECUTE format($query$
    INSERT INTO admin_revenue_changes (kind, currency, coupon_code, vat_country, vat_rate_bps, reverse_charge,
                                       entries, gross_cents, refunded_cents, discount_cents, net_cents, vat_cents)
    WITH signed AS (%s)
    SELECT kind, currency, coupon_code, vat_country, vat_rate_bps, reverse_charge,
           sum(entries), sum(gross), sum(refunded), sum(discount), sum(net), sum(vat)
    FROM (
      SELECT 'order' AS kind, s.currency, upper(coalesce(s.coupon_code, '')) AS coupon_code, '' AS vat_country,
             0 AS vat_rate_bps, false AS reverse_charge, s.sign AS entries, s.sign * s.total_cents::bigint AS gross,
             s.sign * s.refunded_cents::bigint AS refunded, s.sign * s.discount_cents::bigint AS discount,
             0::bigint AS net, 0::bigint AS vat
      FROM signed s WHERE s.is_paid
      UNION ALL
      SELECT 'invoice', s.currency, '', coalesce(s.vat_country, 'FR'), i.vat_rate_bps, s.reverse_charge, s.sign,
             s.sign * i.gross_cents::bigint, 0, 0, s.sign * i.net_cents::bigint, s.sign * i.vat_cents::bigint
      FROM signed s JOIN invoices i ON i.order_id = s.id WHERE s.is_paid
    ) AS parts
    GROUP BY kind, currency, coupon_code, vat_country, vat_rate_bps, reverse_charge
    HAVING sum(entries) <> 0 OR sum(gross) <> 0 OR sum(refunded) <> 0 OR sum(discount) <> 0 OR sum(net) <> 0
        OR sum(vat) <> 0
  $query$, signed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_revenue_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION admin_revenue_orders();
--> statement-breakpoint
CREATE TRIGGER admin_revenue_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION admin_revenue_orders();
--> statement-breakpoint
CREATE TRIGGER admin_revenue_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION admin_revenue_orders();
--> statement-breakpoint
-- An invoice issued for an order already granting counts at once; one issued first counts when its order is
-- marked paid (the orders trigger above). Invoices are never updated nor deleted (orders restrict it).
CREATE FUNCTION admin_revenue_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_revenue_changes (kind, currency, vat_country, vat_rate_bps, reverse_charge, entries,
                                     gross_cents, net_cents, vat_cents)
  SELECT 'invoice', o.currency, coalesce(o.vat_country, 'FR'), a.vat_rate_bps, o.reverse_charge, count(*),
         sum(a.gross_cents), sum(a.net_cents), sum(a.vat_cents)
  FROM added a JOIN orders o ON o.id = a.order_id
  WHERE o.is_paid
  GROUP BY o.currency, coalesce(o.vat_country, 'FR'), a.vat_rate_bps, o.reverse_charge;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_revenue_invoices_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION admin_revenue_invoices();
--> statement-breakpoint
-- The history so far, in one go.
INSERT INTO admin_revenue (kind, currency, coupon_code, entries, gross_cents, refunded_cents, discount_cents)
SELECT 'order', currency, upper(coalesce(coupon_code, '')), count(*), sum(total_cents), sum(refunded_cents),
       sum(discount_cents)
FROM orders WHERE is_paid
GROUP BY currency, upper(coalesce(coupon_code, ''));
--> statement-breakpoint
INSERT INTO admin_revenue (kind, currency, vat_country, vat_rate_bps, reverse_charge, entries, gross_cents, net_cents,
                           vat_cents)
SELECT 'invoice', o.currency, coalesce(o.vat_country, 'FR'), i.vat_rate_bps, o.reverse_charge, count(*),
       sum(i.gross_cents), sum(i.net_cents), sum(i.vat_cents)
FROM invoices i JOIN orders o ON o.id = i.order_id
WHERE o.is_paid
GROUP BY o.currency, coalesce(o.vat_country, 'FR'), i.vat_rate_bps, o.reverse_charge;
