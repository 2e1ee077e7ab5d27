import {
  adminLicenceListSchema,
  adminRefundResultSchema,
  licenceRequestListSchema,
  shortOrderId,
  upgradeOffersSchema,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyer, invoicePdfText, orderRow } from '../../../test/helpers/checkout';
import { dashboardStripe, postRefund } from '../../../test/helpers/refunds';
import {
  checkout,
  expectTranslatedRefusal,
  licencesOf,
  linesOf,
  payCart,
} from '../../../test/helpers/selling';
import { sellingSuite } from '../../../test/helpers/selling-suite';
import { lite, liteOwner, premium, upgradeLine } from '../../../test/helpers/upgrades';
import { creditNotes, orders } from '../../lib/db/schema';
import { downloadsModule } from '../downloads';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { licencesModule } from '../licences';
import { refundsModule } from '../refunds';
import { checkoutModule } from '.';

const suite = sellingSuite(
  [checkoutModule, licencesModule, downloadsModule, refundsModule, filesModule, leasesModule],
  ['volume-profile-lite'],
);

describe('an upgrade from the cart to the credit note (docs/rules/upgrades.md)', () => {
  it('charges the difference, refers to the original order, replaces the licence on the same machine, and a refund gives Lite back', async () => {
    const owner = await liteOwner(suite);
    const link = await suite.ctx.app.inject({
      url: `/api/license/requests/${owner.licenceId}/file`,
      headers: owner.auth,
    });
    const liteFile = (await suite.ctx.app.inject({ url: link.json().licenseUrl, headers: owner.auth })).body;
    const difference = premium(suite).priceCents - lite(suite).priceCents;
    const offers = upgradeOffersSchema.parse(
      (await suite.ctx.app.inject({ url: '/api/upgrades', headers: owner.auth })).json(),
    );
    expect(offers.offers).toEqual([
      expect.objectContaining({
        fromOrderId: owner.orderId,
        to: expect.objectContaining({ _id: premium(suite).id }),
        seats: 1,
        price: { amount: difference, currency: 'eur' },
      }),
    ]);

    const { orderId, sessionId } = await payCart(suite.ctx, owner.auth, [
      { ...upgradeLine(suite, owner.orderId), expectedPrice: { amount: difference, currency: 'eur' } },
    ]);
    const session = await dashboardStripe(suite.ctx).checkout.sessions.retrieve(sessionId);
    expect(session.amount_total).toBe(difference);
    expect((await orderRow(suite.ctx, orderId)).totalCents).toBe(difference);
    const [line] = await linesOf(suite.ctx, orderId);
    expect(line).toMatchObject({
      upgradeFromOrderId: owner.orderId,
      unitPriceCents: difference,
      quantity: 1,
    });
    const [lower] = await linesOf(suite.ctx, owner.orderId);
    expect(lower!.upgradedAt).not.toBeNull();

    // One transaction: the Lite licence replaced, a Premium licence live on the same machine.
    const licences = await licencesOf(suite.ctx, owner.user.id);
    const liteLicence = licences.find((row) => row.id === owner.licenceId)!;
    const premiumLicence = licences.find((row) => row.productId === premium(suite).id)!;
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
      ['en', premium(suite).nameEn],
      ['fr', premium(suite).nameFr],
    ] as const) {
      const mine = await suite.ctx.app.inject({
        url: '/api/license/my-requests',
        headers: { ...owner.auth, 'accept-language': language },
      });
      const shown = licenceRequestListSchema.parse(mine.json()).find((row) => row._id === owner.licenceId);
      expect(shown!.replacedByUpgradeTo).toBe(label);
    }
    const listed = await suite.ctx.app.inject({
      url: '/api/admin/license-requests',
      headers: suite.admin.auth,
    });
    const adminRows = adminLicenceListSchema.parse(listed.json()).licenseRequests;
    expect(adminRows.find((row) => row._id === owner.licenceId)!.replacedByUpgradeTo).toBe(
      premium(suite).nameFr,
    );
    // The old licence file is refused as a moved one is.
    const refreshed = await suite.ctx.app.inject({
      method: 'POST',
      url: '/api/license/refresh',
      headers: { 'content-type': 'text/plain' },
      payload: liteFile,
    });
    expect([refreshed.statusCode, refreshed.json().code]).toEqual([403, 'license.refresh.replaced']);
    // The Lite entitlement ended: no more download of it, no new Lite seat.
    const download = await suite.ctx.app.inject({
      url: `/api/download/${lite(suite).downloadFile}`,
      headers: owner.auth,
    });
    expect(download.statusCode).toBe(403);

    const text = await invoicePdfText(suite.ctx, owner.auth, orderId);
    const short = shortOrderId(owner.orderId);
    expect(text).toContain(`mise à niveau depuis Volume Profile Lite (commande n° ${short})`);

    const refunded = await postRefund(suite.ctx, suite.admin.auth, orderId, { reason: 'Premium not needed' });
    expect(adminRefundResultSchema.parse(refunded.json())).toMatchObject({
      status: 'refunded',
      amount: { amount: difference, currency: 'eur' },
    });
    const after = await licencesOf(suite.ctx, owner.user.id);
    expect(after.find((row) => row.id === premiumLicence.id)!.status).toBe('revoked');
    expect(after.find((row) => row.id === owner.licenceId)!.status).toBe('approved');
    expect((await linesOf(suite.ctx, owner.orderId))[0]!.upgradedAt).toBeNull();
    const [note] = await suite.ctx.app.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    expect(note!.grossCents).toBe(difference);
  });

  it('refuses an upgrade of a product the buyer does not own, in both languages', async () => {
    const owner = await liteOwner(suite);
    const stranger = await buyer(suite.ctx);
    const messages = await expectTranslatedRefusal(
      (language) => checkout(suite.ctx, stranger.auth, [upgradeLine(suite, owner.orderId)], language),
      403,
      'upgrade.notOwned',
    );
    expect(messages.en).toContain('you must own the original product');
    // A 403 here confirms nothing: an order id that does not exist answers exactly as the stranger's does.
    const foreign = await checkout(suite.ctx, stranger.auth, [upgradeLine(suite, owner.orderId)], 'en');
    const unknown = await checkout(suite.ctx, stranger.auth, [upgradeLine(suite, crypto.randomUUID())], 'en');
    expect([unknown.statusCode, unknown.json()]).toEqual([foreign.statusCode, foreign.json()]);
  });

  it('refuses an upgrade once the lower order was refunded', async () => {
    const owner = await liteOwner(suite);
    expect(
      (await postRefund(suite.ctx, suite.admin.auth, owner.orderId, { reason: 'Refund' })).statusCode,
    ).toBe(200);
    await expectTranslatedRefusal(
      (language) => checkout(suite.ctx, owner.auth, [upgradeLine(suite, owner.orderId)], language),
      403,
      'upgrade.notOwned',
    );
  });

  it('refuses a product without a path to the target', async () => {
    const customer = await buyer(suite.ctx);
    const other = suite.bySlug.get('risk-reward')!;
    const { orderId } = await payCart(suite.ctx, customer.auth, [{ product: other.id, qty: 1 }]);
    await expectTranslatedRefusal(
      (language) => checkout(suite.ctx, customer.auth, [upgradeLine(suite, orderId)], language),
      400,
      'upgrade.noPath',
    );
  });

  it('refuses an upgrade once the window closed, and one already done', async () => {
    const late = await liteOwner(suite);
    // The seeded path is within 365 days of the purchase.
    await suite.ctx.app.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 366 * 86_400_000) })
      .where(eq(orders.id, late.orderId));
    const refused = await expectTranslatedRefusal(
      (language) => checkout(suite.ctx, late.auth, [upgradeLine(suite, late.orderId)], language),
      400,
      'upgrade.windowClosed',
    );
    expect(refused.en).toContain('Volume Profile Lite');
    const offers = await suite.ctx.app.inject({ url: '/api/upgrades', headers: late.auth });
    expect(upgradeOffersSchema.parse(offers.json()).offers).toEqual([]);

    const done = await liteOwner(suite);
    await payCart(suite.ctx, done.auth, [upgradeLine(suite, done.orderId)]);
    await expectTranslatedRefusal(
      (language) => checkout(suite.ctx, done.auth, [upgradeLine(suite, done.orderId)], language),
      409,
      'upgrade.alreadyUpgraded',
    );
  });
});
