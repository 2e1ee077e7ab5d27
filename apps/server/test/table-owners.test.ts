import { describe, expect, it } from 'vitest';
import { compare } from '../../../scripts/baseline.mjs';
import { declaredOwners, placeOf, tablesOf, tablesWritten } from '../../../scripts/table-owners.mjs';

/**
 * The check behind `npm run check:deps` (issue 42): each table has one owner, declared in ARCHITECTURE.md,
 * and a file elsewhere that writes it is refused unless the shrinking baseline lists it.
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

  it('refuses a write the baseline does not hold, and a baseline line that no longer matches', () => {
    const found = ['apps/server/src/modules/refunds/service.ts:subscriptions'];
    expect(compare(found, ['apps/server/src/modules/trials/conversion.ts:subscriptions'])).toEqual({
      added: ['apps/server/src/modules/refunds/service.ts:subscriptions'],
      gone: ['apps/server/src/modules/trials/conversion.ts:subscriptions'],
    });
  });
});
