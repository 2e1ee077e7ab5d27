import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type Catalogue, catalogue, orderRow } from '../../../test/helpers/checkout';
import { adminSetStatus, buyerWithFreeOrder, HEX, requestLicence } from '../../../test/helpers/licences';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { licenceRequests, products } from '../../lib/db/schema';
import { updatesUntil } from '../entitlements';
import { verifyLicence } from './signing';

let ctx: TestApp;
let shop: Catalogue;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
  shop = await catalogue(ctx);
  admin = await createUser(ctx.app, { isAdmin: true });
});
afterAll(() => ctx.close());

const setPlan = (updatesMonths: number | null) =>
  ctx.app.db.update(products).set({ updatesMonths }).where(eq(products.id, shop.free[0]!.id));

let machines = 0;
/** A buyer of the first free product under its current plan, their licence approved, and its file. */
async function licencedBuyer() {
  machines += 1;
  const buyer = await buyerWithFreeOrder(ctx, shop);
  const created = (
    await requestLicence(ctx, buyer.auth, {
      productId: buyer.product.id,
      orderId: buyer.orderId,
      machineIdName: `${HEX(machines)}-PC`,
    })
  ).json();
  await adminSetStatus(ctx, admin.auth, created._id, 'approved');
  const file = async () => {
    const link = await ctx.app.inject({
      url: `/api/license/requests/${created._id}/file`,
      headers: buyer.auth,
    });
    return verifyLicence(
      (await ctx.app.inject({ url: link.json().licenseUrl })).body,
      ctx.app.licences.signer.publicKey,
    );
  };
  return { ...buyer, id: created._id as string, file };
}

describe('updatesUntil in a licence file', () => {
  afterAll(() => setPlan(null));

  it('is the order’s paid time plus the months its line kept, whatever the product says later', async () => {
    await setPlan(12);
    const { orderId, id, file } = await licencedBuyer();
    const { paidAt } = await orderRow(ctx, orderId);
    const expected = updatesUntil(paidAt!, 12)!.toISOString();
    expect((await file()).updatesUntil).toBe(expected);

    // The product moves to 3 months; this buyer's next file, signed again, still carries their 12.
    await setPlan(3);
    await ctx.app.db.update(licenceRequests).set({ expiresAt: null }).where(eq(licenceRequests.id, id));
    const resigned = await file();
    expect(resigned.updatesUntil).toBe(expected);
    expect(resigned.expiresAt).not.toBeNull();

    const next = await licencedBuyer();
    const nextPaid = (await orderRow(ctx, next.orderId)).paidAt!;
    expect((await next.file()).updatesUntil).toBe(updatesUntil(nextPaid, 3)!.toISOString());
  });

  it('is null for a product with every update', async () => {
    await setPlan(null);
    const { file } = await licencedBuyer();
    expect(await file()).toMatchObject({ kind: 'lifetime', updatesUntil: null });
  });
});
