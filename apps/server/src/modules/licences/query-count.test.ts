import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type Catalogue, catalogue } from '../checkout/testing';
import { adminSetStatus, buyerWithFreeOrder, HEX, requestLicence } from './testing';

let ctx: TestApp;
let shop: Catalogue;
beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
  shop = await catalogue(ctx);
});
afterAll(() => ctx.close());

/** Counts the SQL statements PGlite runs during `work`, inside transactions too. */
async function countQueries(pglite: PGlite, work: () => Promise<unknown>): Promise<number> {
  let statements = 0;
  const query = pglite.query.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.query = ((...args: Parameters<PGlite['query']>) => {
    statements += 1;
    return query(...args);
  }) as PGlite['query'];
  pglite.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((...args: Parameters<Transaction['query']>) => {
        statements += 1;
        return txQuery(...args);
      }) as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];
  try {
    await work();
    return statements;
  } finally {
    pglite.query = query;
    pglite.transaction = transaction;
  }
}

// Counted on PGlite, the default test database; the PostgreSQL run of the suite skips it.
describe.skipIf(Boolean(process.env.DATABASE_URL))('no query per row', () => {
  it('lists my requests and the admin page in the same number of queries for 1 or 12 requests', {
    timeout: 120_000,
  }, async () => {
    const pglite = ctx.database.pglite!;
    const admin = await createUser(ctx.app, { isAdmin: true });
    const { auth, orderId, product } = await buyerWithFreeOrder(ctx, shop, 12);
    const ask = (n: number) =>
      requestLicence(ctx, auth, { productId: product.id, orderId, machineIdName: `${HEX(n)}-PC` });
    const mine = () => ctx.app.inject({ url: '/api/license/my-requests', headers: auth });
    const adminPage = () => ctx.app.inject({ url: '/api/admin/license-requests', headers: admin.auth });

    await ask(1);
    const mineOne = await countQueries(pglite, mine);
    const adminOne = await countQueries(pglite, adminPage);
    const requestCost = await countQueries(pglite, () => ask(2));
    for (let n = 3; n <= 12; n += 1) await ask(n);
    expect((await mine()).json()).toHaveLength(12);
    expect(await countQueries(pglite, mine)).toBe(mineOne);
    expect(await countQueries(pglite, adminPage)).toBe(adminOne);
    // A request costs the same whatever the buyer already holds: a fixed handful of statements.
    const first = (await mine()).json()[0]._id as string;
    await adminSetStatus(ctx, admin.auth, first, 'rejected');
    expect(await countQueries(pglite, () => ask(13))).toBe(requestCost);
    expect(mineOne).toBeGreaterThan(0);
    expect(requestCost).toBeGreaterThan(mineOne);
    expect(requestCost).toBeLessThanOrEqual(12);
  });
});
