import { leaseListSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupCheckoutSuite } from '../../../test/helpers/checkout';
import { leaseDriver } from '../../../test/helpers/leases';
import type { TestApp } from '../../../test/test-app';
import { subscriptions } from '../../lib/db/schema';
import { leaseTestModules } from './test-modules';

/**
 * Issue 42, "the customer area offers only what the server allows": for each state a lease can be in, the
 * changes its answer lists (`actions`, which the profile shows as buttons) are exactly those the routes then
 * accept (a renewal: the lease checkout), and the Customer Portal, on every row, opens for each.
 */
let ctx: TestApp;
setupCheckoutSuite(leaseTestModules, ({ ctx: app }) => {
  ctx = app;
});

let lease: { auth: Record<string, string>; leaseId: string };
beforeAll(async () => {
  lease = await (await leaseDriver(ctx)).subscribe();
  // The provider's answers to the changes below are held back: each case sets the state it asks about.
  ctx.app.stripeSandbox!.capture = () => undefined;
});

const DAY_MS = 86_400_000;
const inGrace = () => ({ status: 'past_due' as const, graceUntil: new Date(Date.now() + 7 * DAY_MS) });
/** Each state by the facts the lease's table reads, and what the buyer may change in it. */
const states: [string, Partial<typeof subscriptions.$inferInsert>, string[]][] = [
  ['renewing', {}, ['cancel']],
  ['cancelled at period end', { cancelAtPeriodEnd: true }, ['resume']],
  ['past due, in grace', inGrace(), ['cancel']],
  ['past due, cancelled at period end', { ...inGrace(), cancelAtPeriodEnd: true }, ['resume']],
  [
    'refunded: licence stopped, renewals cancelled',
    { cancelAtPeriodEnd: true, licenceRevokedAt: new Date() },
    [],
  ],
  ['refunded at the provider: licence stopped, still renewing', { licenceRevokedAt: new Date() }, ['cancel']],
  // Ended: its plan still offered, a new lease of it is what the buyer may take.
  ['ended', { status: 'canceled', endedAt: new Date() }, ['renew']],
];

/** Puts the lease in a state (a running, renewing lease plus `facts`). */
const setState = (facts: Partial<typeof subscriptions.$inferInsert>) =>
  ctx.app.db
    .update(subscriptions)
    .set({
      status: 'active',
      cancelAtPeriodEnd: false,
      graceUntil: null,
      licenceRevokedAt: null,
      endedAt: null,
      ...facts,
    })
    .where(eq(subscriptions.id, lease.leaseId));

const offered = async () => {
  const answer = await ctx.app.inject({ url: '/api/leases', headers: lease.auth });
  expect(answer.statusCode).toBe(200);
  return leaseListSchema.parse(answer.json()).leases.find((row) => row._id === lease.leaseId)!.actions;
};

const post = (path: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/leases/${lease.leaseId}/${path}`, headers: lease.auth });

/** Renewing is subscribing again to the lease's product, plan and currency, as from the product page. */
async function renew() {
  const [row] = await ctx.app.db.select().from(subscriptions).where(eq(subscriptions.id, lease.leaseId));
  const { productId, plan, currency } = row!;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/leases/checkout',
    headers: lease.auth,
    payload: { productId, plan, currency, withdrawalConsent: true },
  });
}

describe("the buyer's lease actions", () => {
  it.each(states)('are exactly what the routes accept: %s', async (_name, facts, expected) => {
    await setState(facts);
    const actions = await offered();
    expect(actions).toEqual(expected);
    const accepted: string[] = [];
    for (const action of ['cancel', 'resume', 'renew'] as const) {
      await setState(facts);
      const answer = action === 'renew' ? await renew() : await post(action);
      // A refusal is the table's own answer, never a failure of the shop or the provider.
      if (answer.statusCode === 200) accepted.push(action);
      else expect([404, 409], `${action}: ${answer.body}`).toContain(answer.statusCode);
    }
    expect(accepted).toEqual(actions);
    await setState(facts);
    expect((await post('portal')).statusCode).toBe(200);
  });
});
