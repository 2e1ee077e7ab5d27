import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import {
  buyer,
  type Catalogue,
  createSession,
  invoicePdfText,
  payInSandbox,
  sessionIdOf,
  setupCheckoutSuite,
} from '../../../test/helpers/checkout';
import type { TestApp } from '../../../test/test-app';
import { orderItems } from '../../lib/db/schema';
import { refundsModule } from '../refunds';
import { ordersTestModules } from './test-modules';

let ctx: TestApp;
let shop: Catalogue;
setupCheckoutSuite([...ordersTestModules, refundsModule], (suite) => {
  ({ ctx, shop } = suite);
});

/** A line that names no product any more: its snapshots blank, as a line written before names were kept. */
const forgetNames = (orderId: string) =>
  ctx.app.db
    .update(orderItems)
    .set({ name: '', nameFr: '', nameEn: '' })
    .where(eq(orderItems.orderId, orderId));

describe('a line whose product is unknown (docs/rules/orders.md)', () => {
  it('reads "Produit inconnu" / "Unknown product" in the buyer’s orders, the refund dialog and the invoice', async () => {
    const { auth } = await buyer(ctx);
    const product = shop.paid[0]!;
    const created = await createSession(ctx, auth, [{ product: product.id, qty: 1 }]);
    const { sessionUrl, orderId } = created.json() as { sessionUrl: string; orderId: string };
    await forgetNames(orderId);
    expect((await payInSandbox(ctx, sessionIdOf(sessionUrl))).statusCode).toBe(303);

    const mine = async (language: string) => {
      const answer = await ctx.app.inject({
        url: '/api/orders/mine',
        headers: { ...auth, 'accept-language': language },
      });
      return answer.json()[0].orderItems[0];
    };
    expect(await mine('fr')).toMatchObject({ name: 'Produit inconnu', product: { name: 'Produit inconnu' } });
    expect(await mine('en')).toMatchObject({ name: 'Unknown product', product: { name: 'Unknown product' } });

    const admin = await createUser(ctx.app, { isAdmin: true });
    const plan = await ctx.app.inject({
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { ...admin.auth, 'accept-language': 'en' },
    });
    expect(plan.json().lines[0].name).toBe('Unknown product');

    expect(await invoicePdfText(ctx, auth, orderId)).toContain('Produit inconnu');
  });
});
