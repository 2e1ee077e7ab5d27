// The history the back-office scale bench (admin-scale.ts) runs on, written by SQL in bulk.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export interface Volume {
  users: number;
  orders: number;
  subscribers: number;
}

/**
 * Bulk inserts spread over three years; statement-level triggers keep the dashboard's summary table right. Unpaid
 * orders older than two days are expired, as the shop's expiry job leaves them. Twelve surnames make a broad search
 * ("moreau" matches one customer in twelve) far less selective than a real customer base. One order in ten is in
 * dollars, one in seven used a coupon, the VAT countries vary, and every paid order with something to pay has
 * its invoice, so that the dashboard's revenue by currency, coupon and VAT has years of rows to add up.
 */
export function seedStatements({ users, orders, subscribers }: Volume): string[] {
  const surnames = `array['Martin','Bernard','Dubois','Thomas','Robert','Richard','Petit','Durand','Leroy','Moreau','Smith','Johnson']`;
  return [
    `insert into users (id, name, email, password_hash, language, created_at, updated_at)
     select gen_random_uuid(), (${surnames})[1 + g % 12] || ' ' || g, 'customer' || g || '@bench.test',
            'not-a-usable-hash', case when g % 3 = 0 then 'en' else 'fr' end,
            now() - (g % 1095) * interval '1 day' - (g % 86400) * interval '1 second',
            now() - (g % 1095) * interval '1 day'
     from generate_series(1, ${users}) as g`,
    `create temporary table bench_customers as
     select id, row_number() over (order by id) as n from users where email like '%@bench.test'`,
    `create temporary table bench_products as
     select id, name_fr, price_cents, row_number() over (order by id) - 1 as n from products`,
    `insert into orders (id, user_id, total_cents, status, is_paid, paid_at, language, created_at, updated_at,
                         currency, coupon_code, discount_cents, vat_country)
     select gen_random_uuid(), c.id, p.price_cents,
            case when g % 5 <> 0 then 'paid' when g % 1095 < 2 then 'pending' else 'expired' end,
            g % 5 <> 0, case when g % 5 <> 0 then t.at end, 'fr', t.at, t.at,
            case when g % 10 = 3 then 'usd' else 'eur' end,
            case when g % 7 = 0 then 'SPRING' || (g % 3) end, case when g % 7 = 0 then p.price_cents / 10 else 0 end,
            (array['FR', 'DE', 'BE', 'FR'])[1 + g % 4]
     from generate_series(1, ${orders}) as g
     join bench_customers c on c.n = 1 + g % ${users}
     join bench_products p on p.n = g % (select count(*) from bench_products)
     cross join lateral (select now() - (g % 1095) * interval '1 day' - (g % 3600) * interval '1 second' as at) t`,
    `insert into order_items (id, order_id, product_id, name, unit_price_cents, quantity)
     select gen_random_uuid(), o.id, p.id, p.name_fr, o.total_cents, 1
     from orders o join bench_products p on p.price_cents = o.total_cents
     where not exists (select 1 from order_items i where i.order_id = o.id)`,
    // An invoice per paid order with something to pay, as the shop issues them.
    `insert into invoices (id, order_id, number, year, sequence, language, net_cents, vat_cents, gross_cents,
                           vat_rate_bps, file_key, issued_at)
     select gen_random_uuid(), o.id, 'BENCH-' || n, extract(year from o.paid_at)::int, n, 'fr',
            round(o.total_cents / 1.2)::int, o.total_cents - round(o.total_cents / 1.2)::int, o.total_cents, 2000,
            'invoices/bench.pdf', o.paid_at
     from (select *, row_number() over (order by created_at, id)::int as n from orders
           where is_paid and total_cents > 0) o`,
    `insert into newsletter_subscribers (id, email, is_active, status, language, subscribed_at)
     select gen_random_uuid(), 'reader' || g || '@bench.test', g % 4 <> 0,
            case when g % 4 = 0 then 'unsubscribed' else 'active' end, 'fr',
            now() - (g % 1095) * interval '1 day'
     from generate_series(1, ${subscribers}) as g`,
    // A licence request per paid order (its own machine id, so the one-active-per-machine rule holds), and a
    // replaced one for every fourth: 300,000 rows for 300,000 orders.
    `insert into license_requests (id, user_id, product_id, order_id, order_item_id, machine_id, machine_name,
                                   machine_id_name, status, created_at, updated_at)
     select gen_random_uuid(), o.user_id, i.product_id, o.id, i.id, 'M-' || o.id, 'Trading PC', 'M-' || o.id || ' / Trading PC',
            s.status, o.created_at + interval '1 hour', o.created_at + interval '1 hour'
     from orders o join order_items i on i.order_id = o.id
     cross join lateral (select 'installed' as status
                         union all select 'replaced' where right(o.id::text, 1) in ('0', '4', '8', 'c')) s
     where o.is_paid`,
    'vacuum analyze',
  ];
}

export async function seedPostgres(url: string, volume: Volume) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of seedStatements(volume)) await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function seedPglite(dataDir: string, volume: Volume) {
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    for (const statement of seedStatements(volume)) await client.query(statement);
  } finally {
    await client.close();
  }
}
