import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredOwners, placeOf, scan, tablesOf, tablesWritten } from '../../../scripts/table-owners.mjs';

/**
 * The check behind `npm run check:deps` (issue 42): each table has one owner, declared in ARCHITECTURE.md,
 * and a file elsewhere that writes it is refused, the seed's included.
 */
const schema = tablesOf(
  'schema.ts',
  [
    "export const orders = pgTable('orders', { id: uuid('id') });",
    "export const subscriptions = pgTable(\n  'subscriptions',\n  { id: uuid('id') },\n);",
  ].join('\n'),
);

describe('the owner of each table', () => {
  it('reads the Drizzle and SQL names of the schema and the owners of the architecture document', () => {
    expect(schema).toEqual([
      { variable: 'orders', table: 'orders' },
      { variable: 'subscriptions', table: 'subscriptions' },
    ]);
    const owners = declaredOwners(
      [
        'text above',
        '<!-- table-owners:start -->',
        '| tables | owner | |',
        '|---|---|---|',
        '| `orders`, `order_items` | order-lifecycle | why |',
        '| `mail_queue` | lib/mail | |',
        '<!-- table-owners:end -->',
      ].join('\n'),
    );
    expect(Object.fromEntries(owners)).toEqual({
      orders: 'order-lifecycle',
      order_items: 'order-lifecycle',
      mail_queue: 'lib/mail',
    });
  });

  it('names where a file sits as owners are named', () => {
    expect(placeOf('apps/server/src/modules/refunds/service.ts')).toBe('refunds');
    expect(placeOf('apps/server/src/lib/mail/outbox.ts')).toBe('lib/mail');
    expect(placeOf('apps/server/src/dev/stripe-sandbox/sessions.ts')).toBe('dev/stripe-sandbox');
    expect(placeOf('apps/server/src/seed/seed.ts')).toBe('seed');
  });

  it('finds a deliberate write of a lease by the refunds, in Drizzle and in SQL text, and no read', () => {
    const refunds = [
      "import { schema } from '../../lib/db';",
      'export async function stopLease(tx: Executor, id: string) {',
      "  await tx.update(schema.subscriptions).set({ status: 'canceled' }).where(eq(schema.subscriptions.id, id));",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text holding a template literal
      '  await tx.execute(sql`delete from subscriptions where id = ${id}`);',
      '  return tx.select().from(schema.orders);',
      '}',
    ].join('\n');
    expect(tablesWritten('apps/server/src/modules/refunds/service.ts', refunds, schema)).toEqual([
      'subscriptions',
    ]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text holding a template literal
    const sqlOnly = 'const q = sql`INSERT INTO orders (id) VALUES (${id})`; hash.update(bytes);';
    expect(tablesWritten('x.ts', sqlOnly, schema)).toEqual(['orders']);
  });

  it('passes the shop as it is, and refuses a deliberate write of the refunds into a lease, and one by the seed', async () => {
    expect(scan(join(import.meta.dirname, '../../..'))).toEqual({ problems: [], found: [] });
    const root = await mkdtemp(join(tmpdir(), 'table-owners-'));
    const put = async (path: string, text: string) => {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), text);
    };
    await put(
      'ARCHITECTURE.md',
      ['<!-- table-owners:start -->', '| `subscriptions` | leases | |', '| `orders` | order-lifecycle | |']
        .concat('<!-- table-owners:end -->')
        .join('\n'),
    );
    await put(
      'apps/server/src/lib/db/schema/orders.ts',
      "export const orders = pgTable('orders', {});\nexport const subscriptions = pgTable('subscriptions', {});",
    );
    const write = (table: string) => `export const f = (tx) => tx.update(${table}).set({ status: 'x' });`;
    await put('apps/server/src/modules/leases/ledger.ts', write('subscriptions'));
    await put('apps/server/src/modules/refunds/stop-lease.ts', write('schema.subscriptions'));
    await put('apps/server/src/seed/seed.ts', write('orders'));
    try {
      expect(scan(root)).toEqual({
        problems: [],
        found: [
          'apps/server/src/modules/refunds/stop-lease.ts:subscriptions',
          'apps/server/src/seed/seed.ts:orders',
        ],
      });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('names a table the schema holds without an owner', async () => {
    const root = await mkdtemp(join(tmpdir(), 'table-owners-'));
    await mkdir(join(root, 'apps/server/src/lib/db/schema'), { recursive: true });
    await writeFile(join(root, 'ARCHITECTURE.md'), '<!-- table-owners:start -->\n<!-- table-owners:end -->');
    await writeFile(
      join(root, 'apps/server/src/lib/db/schema/x.ts'),
      "export const orders = pgTable('orders', {});",
    );
    try {
      expect(scan(root).problems).toEqual(['no owner declared for orders']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
