import {
  adminLicenceListSchema,
  adminRefundResultSchema,
  licenceRequestListSchema,
  upgradeOffersSchema,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyer, invoicePdfText, orderRow } from '../../../test/helpers/checkout';
import { type Admin, dashboardStripe, postRefund, setupRefundSuite } from '../../../test/helpers/refunds';
import {
  checkout,
  expectTranslatedRefusal,
  licencesOf,
  linesOf,
  payCart,
} from '../../../test/helpers/selling';
import { upgradeFixtures } from '../../../test/helpers/upgrades';
import type { TestApp } from '../../../test/test-app';
import { creditNotes, orders } from '../../lib/db/schema';
import { indicatorKey } from '../../lib/storage/storage';

let ctx: TestApp;
let admin: Admin;
let fixtures: Awaited<ReturnType<typeof upgradeFixtures>>;
setupRefundSuite((suite) => {
  ({ ctx, admin } = suite);
});
beforeAll(async () => {
  fixtures = await upgradeFixtures(ctx, admin.auth);
  await ctx.app.storage.put(indicatorKey(lite().downloadFile), Buffer.from('zip'), { overwrite: true });
});

const lite = () => fixtures.lite;
const premium = () => fixtures.premium;
const liteOwner = () => fixtures.liteOwner();
const upgradeLine = (fromOrderId: string) => fixtures.upgradeLine(fromOrderId);

describe('an upgrade from the cart to the credit note (docs/rules/upgrades.md)', () => {
  it('charges the difference, refers to the original order, replaces the licence on the same machine, and a refund gives Lite back', async () => {
    const owner = await liteOwner();
    const link = await ctx.app.inject({
      url: `/api/license/requests/${owner.licenceId}/file`,
      headers: owner.auth,
    });
    const liteFile = (await ctx.app.inject({ url: link.json().licenseUrl })).body;
    const difference = premium().priceCents - lite().priceCents;
    const offers = upgradeOffersSchema.parse(
      (await ctx.app.inject({ url: '/api/upgrades', headers: owner.auth })).json(),
    );
    expect(offers.offers).toEqual([
      expect.objectContaining({
        fromOrderId: owner.orderId,
        to: expect.objectContaining({ _id: premium().id }),
        seats: 1,
        price: difference / 100,
      }),
    ]);

    const { orderId, sessionId } = await payCart(ctx, owner.auth, [
      { ...upgradeLine(owner.orderId), expectedPrice: difference / 100 },
    ]);
    const session = await dashboardStripe(ctx).checkout.sessions.retrieve(sessionId);
    expect(session.amount_total).toBe(difference);
    expect((await orderRow(ctx, orderId)).totalCents).toBe(difference);
    const [line] = await linesOf(ctx, orderId);
    expect(line).toMatchObject({
      upgradeFromOrderId: owner.orderId,
      unitPriceCents: difference,
      quantity: 1,
    });
    const [lower] = await linesOf(ctx, owner.orderId);
    expect(lower!.upgradedAt).not.toBeNull();

    // One transaction: the Lite licence replaced, a Premium licence live on the same machine.
    const licences = await licencesOf(ctx, owner.user.id);
    const liteLicence = licences.find((row) => row.id === owner.licenceId)!;
    const premiumLicence = licences.find((row) => row.productId === premium().id)!;
    expect(liteLicence.status).toBe('replaced');
    expect(premiumLicence).toMatchObject({
      status: 'approved',
      machineId: owner.machineId,
      orderId,
      replacesId: owner.licenceId,
    });
    expect(premiumLicence.licenceFileKey).not.toBeNull();
    // Its label says an upgrade replaced it, not a move, for the buyer and in the back-office.
    for (const [language, label] of [
      ['en', premium().nameEn],
      ['fr', premium().nameFr],
    ] as const) {
      const mine = await ctx.app.inject({
        url: '/api/license/my-requests',
        headers: { ...owner.auth, 'accept-language': language },
      });
      const shown = licenceRequestListSchema.parse(mine.json()).find((row) => row._id === owner.licenceId);
      expect(shown!.replacedByUpgradeTo).toBe(label);
    }
    const listed = await ctx.app.inject({ url: '/api/admin/license-requests', headers: admin.auth });
    const adminRows = adminLicenceListSchema.parse(listed.json()).licenseRequests;
    expect(adminRows.find((row) => row._id === owner.licenceId)!.replacedByUpgradeTo).toBe(premium().nameFr);
    // The old licence file is refused as a moved one is.
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/license/refresh',
      headers: { 'content-type': 'text/plain' },
      payload: liteFile,
    });
    expect([refreshed.statusCode, refreshed.json().code]).toEqual([403, 'license.refresh.replaced']);
    // The Lite entitlement ended: no more download of it, no new Lite seat.
    const download = await ctx.app.inject({
      url: `/api/download/${lite().downloadFile}`,
      headers: owner.auth,
    });
    expect(download.statusCode).toBe(403);

    const text = await invoicePdfText(ctx, owner.auth, orderId);
    const short = owner.orderId.slice(-8).toUpperCase();
    expect(text).toContain(`mise à niveau depuis Volume Profile Lite (commande n° ${short})`);

    const refunded = await postRefund(ctx, admin.auth, orderId, { reason: 'Premium not needed' });
    expect(adminRefundResultSchema.parse(refunded.json())).toMatchObject({
      status: 'refunded',
      amount: difference / 100,
    });
    const after = await licencesOf(ctx, owner.user.id);
    expect(after.find((row) => row.id === premiumLicence.id)!.status).toBe('revoked');
    expect(after.find((row) => row.id === owner.licenceId)!.status).toBe('approved');
    expect((await linesOf(ctx, owner.orderId))[0]!.upgradedAt).toBeNull();
    const [note] = await ctx.app.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    expect(note!.grossCents).toBe(difference);
  });

  it('refuses an upgrade of a product the buyer does not own, in both languages', async () => {
    const owner = await liteOwner();
    const stranger = await buyer(ctx);
    const messages = await expectTranslatedRefusal(
      (language) => checkout(ctx, stranger.auth, [upgradeLine(owner.orderId)], language),
      403,
      'upgrade.notOwned',
    );
    expect(messages.en).toContain('you must own the original product');
  });

  it('refuses an upgrade once the lower order was refunded', async () => {
    const owner = await liteOwner();
    expect((await postRefund(ctx, admin.auth, owner.orderId, { reason: 'Refund' })).statusCode).toBe(200);
    await expectTranslatedRefusal(
      (language) => checkout(ctx, owner.auth, [upgradeLine(owner.orderId)], language),
      403,
      'upgrade.notOwned',
    );
  });

  it('refuses a product without a path to the target', async () => {
    const customer = await buyer(ctx);
    const other = fixtures.bySlug.get('risk-reward')!;
    const { orderId } = await payCart(ctx, customer.auth, [{ product: other.id, qty: 1 }]);
    await expectTranslatedRefusal(
      (language) => checkout(ctx, customer.auth, [upgradeLine(orderId)], language),
      400,
      'upgrade.noPath',
    );
  });

  it('refuses an upgrade once the window closed, and one already done', async () => {
    const late = await liteOwner();
    // The seeded path is within 365 days of the purchase.
    await ctx.app.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 366 * 86_400_000) })
      .where(eq(orders.id, late.orderId));
    const refused = await expectTranslatedRefusal(
      (language) => checkout(ctx, late.auth, [upgradeLine(late.orderId)], language),
      400,
      'upgrade.windowClosed',
    );
    expect(refused.en).toContain('Volume Profile Lite');
    const offers = await ctx.app.inject({ url: '/api/upgrades', headers: late.auth });
    expect(upgradeOffersSchema.parse(offers.json()).offers).toEqual([]);

    const done = await liteOwner();
    await payCart(ctx, done.auth, [upgradeLine(done.orderId)]);
    await expectTranslatedRefusal(
      (language) => checkout(ctx, done.auth, [upgradeLine(done.orderId)], language),
      409,
      'upgrade.alreadyUpgraded',
    );
  });
});
