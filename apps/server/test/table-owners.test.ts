import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scan, strayWrites, tableWrites } from '../../../scripts/table-writers.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * One writer per table (issue 42; ARCHITECTURE.md, "Tables and their owners"): a table with a declared owner
 * module is inserted into, updated and deleted from only there; other modules report to the owner. The check
 * behind `npm run check:owners`, on the real tree and on deliberate bad writes.
 */
describe('tables written only by their owner module', () => {
  it('finds no write to subscriptions outside modules/leases in the server', () => {
    const found = scan(root);
    // The scan sees the owner's own writes, so an empty answer below is not a scan that found nothing.
    expect(found.filter((write) => write.path.includes('modules/leases/')).length).toBeGreaterThan(5);
    expect(strayWrites(found)).toEqual([]);
  });

  it('flags a refund module that updates, inserts into or deletes from subscriptions, by Drizzle or by SQL', () => {
    const path = 'apps/server/src/modules/refunds/service.ts';
    const text = [
      "import { orders, subscriptions } from '../../lib/db/schema';",
      "import * as schema from '../../lib/db/schema';",
      "import { subscriptions as leases } from '../../lib/db/schema';",
      'await tx.update(subscriptions).set({ cancelAtPeriodEnd: true });',
      'await tx.insert(leases).values(row);',
      'await tx.delete(schema.subscriptions);',
      "await tx.execute(sql`update subscriptions set status = 'canceled'`);",
      'await tx.update(orders).set({ status: "paid" });',
      'const answer = await stripe.subscriptions.update(id, { cancel_at_period_end: true });',
    ].join('\n');
    const writes = tableWrites(path, text);
    expect(writes.map((write) => write.line)).toEqual([4, 5, 6, 7]);
    expect(strayWrites(writes)).toHaveLength(4);
  });

  it('lets the leases module write its own table, and reading it from elsewhere is no write', () => {
    const write = 'await tx.update(subscriptions).set({ status: "active" });';
    const imports = "import { subscriptions } from '../../lib/db/schema';";
    const owned = tableWrites('apps/server/src/modules/leases/events.ts', `${imports}\n${write}`);
    expect(owned).toHaveLength(1);
    expect(strayWrites(owned)).toEqual([]);
    const read = 'await db.select().from(subscriptions).where(eq(subscriptions.id, id));';
    expect(tableWrites('apps/server/src/modules/entitlements/leases.ts', `${imports}\n${read}`)).toEqual([]);
  });
});
