import { expect } from 'vitest';
import type { TestApp } from '../test-app';
import { buyer, payInSandbox, sessionIdOf } from './checkout';

/**
 * A new buyer (with a billing address) subscribes to `productId` on `plan` and pays the sandbox's checkout
 * with `card` (docs/rules/leases.md): answers the buyer and the lease's id.
 */
export async function subscribeInSandbox(
  ctx: TestApp,
  productId: string,
  card = '4242424242424242',
  plan: 'monthly' | 'yearly' = 'monthly',
) {
  const { auth, user } = await buyer(ctx);
  const opened = await ctx.app.inject({
    method: 'POST',
    url: '/api/leases/checkout',
    headers: auth,
    payload: { productId, plan, withdrawalConsent: true },
  });
  expect(opened.statusCode).toBe(200);
  const { url, leaseId } = opened.json() as { url: string; leaseId: string };
  expect((await payInSandbox(ctx, sessionIdOf(url), card)).statusCode).toBe(303);
  return { auth, user, leaseId };
}
