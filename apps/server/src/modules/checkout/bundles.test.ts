import {
  adminRefundResultSchema,
  checkoutQuoteSchema,
  formatMoney,
  money,
  purchasedProductListSchema,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  amountsWithoutCurrency,
  buyer,
  invoicePdfText,
  mailsOf,
  orderRow,
} from '../../../test/helpers/checkout';
import { HEX } from '../../../test/helpers/licences';
import { dashboardStripe, postRefund } from '../../../test/helpers/refunds';
import {
  approvedLicence,
  checkout,
  expectTranslatedRefusal,
  licencesOf,
  linesOf,
  payCart,
} from '../../../test/helpers/selling';
import { sellingSuite } from '../../../test/helpers/selling-suite';
import { creditNotes } from '../../lib/db/schema';
import { indicatorKey } from '../../lib/storage/storage';
import { downloadsModule } from '../downloads';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { licencesModule } from '../licences';
import { refundsModule } from '../refunds';
import { splitVat } from '../vat';
import { checkoutModule } from '.';

const CONTENTS = ['asian-session-levels', 'enhanced-session-levels', 'risk-reward'];
const suite = sellingSuite(
  [checkoutModule, downloadsModule, licencesModule, refundsModule, filesModule, leasesModule],
  CONTENTS,
);

const bundle = () => suite.bySlug.get('pack-sessions')!;
const contents = () => CONTENTS.map((slug) => suite.bySlug.get(slug)!);
let machines = 100;
const euros = (cents: number) => formatMoney(money(cents, 'eur'), 'fr', { plainSpaces: true });

const purchases = async (auth: Record<string, string>) =>
  purchasedProductListSchema.parse(
    (await suite.ctx.app.inject({ url: '/api/users/purchases', headers: auth })).json(),
  );

const quote = (auth: Record<string, string>, cartItems: object[], language = 'en') =>
  suite.ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/quote',
    headers: { ...auth, 'accept-language': language },
    payload: { cartItems },
  });

describe('a bundle from the cart to the credit note (docs/rules/bundles.md)', () => {
  it('grants each contained indicator’s downloads and seats, prints them on the invoice, and a refund takes them back with a credit note', async () => {
    const customer = await buyer(suite.ctx);
    const { orderId, sessionId } = await payCart(suite.ctx, customer.auth, [
      { product: bundle().id, qty: 1 },
    ]);
    const session = await dashboardStripe(suite.ctx).checkout.sessions.retrieve(sessionId);
    expect(session.amount_total).toBe(bundle().priceCents);
    expect((await orderRow(suite.ctx, orderId)).totalCents).toBe(bundle().priceCents);

    const lines = await linesOf(suite.ctx, orderId);
    const bundleLine = lines.find((line) => line.productId === bundle().id)!;
    const contained = lines.filter((line) => line.bundleItemId === bundleLine.id);
    expect(contained.map((line) => line.productId).sort()).toEqual(
      contents()
        .map((p) => p.id)
        .sort(),
    );
    expect(contained.every((line) => line.unitPriceCents === 0 && line.quantity === 1)).toBe(true);

    // The customer area lists the contained indicators, not the bundle, and each one downloads.
    const listed = await purchases(customer.auth);
    expect(listed.map((entry) => entry.productId).sort()).toEqual(
      contents()
        .map((p) => p.id)
        .sort(),
    );
    // Each says the bundle it came in, in the reader's language (French without a header), not "Free", and the
    // bundle's line with the price paid for it, so the customer area shows the bundle as one purchase.
    const includedIn = {
      lineId: bundleLine.id,
      name: bundle().nameFr,
      price: money(bundle().priceCents, 'eur'),
    };
    expect(listed.map((entry) => entry.includedIn)).toEqual(contents().map(() => includedIn));
    for (const product of contents()) {
      const link = await suite.ctx.app.inject({
        url: `/api/download/${product.downloadFile}`,
        headers: customer.auth,
      });
      expect(link.statusCode).toBe(200);
    }
    // A licence for each contained indicator; none for the bundle itself.
    const licenceIds: string[] = [];
    for (const product of contents()) {
      machines += 1;
      licenceIds.push(
        await approvedLicence(suite.ctx, customer.auth, suite.admin.auth, {
          orderId,
          productId: product.id,
          machineId: HEX(machines),
        }),
      );
    }
    const forBundle = await suite.ctx.app.inject({
      method: 'POST',
      url: '/api/license/request',
      headers: customer.auth,
      payload: { orderId, productId: bundle().id, machineIdName: `${HEX(999)}-PC` },
    });
    expect(forBundle.statusCode).toBe(400);

    const text = await invoicePdfText(suite.ctx, customer.auth, orderId);
    expect(text).toContain('Pack Sessions');
    expect(text).toContain('Asian Session Levels (inclus dans Pack Sessions)');
    expect(text).toContain('Risk/Reward (inclus dans Pack Sessions)');

    // A contained line is never refunded on its own.
    const alone = await postRefund(suite.ctx, suite.admin.auth, orderId, {
      reason: 'Only one indicator',
      lines: [{ itemId: contained[0]!.id, quantity: 1 }],
    });
    expect(alone.statusCode).toBe(400);

    const refunded = await postRefund(suite.ctx, suite.admin.auth, orderId, { reason: 'Changed their mind' });
    expect(refunded.statusCode).toBe(200);
    expect(adminRefundResultSchema.parse(refunded.json())).toMatchObject({
      status: 'refunded',
      amount: money(bundle().priceCents, 'eur'),
    });
    const after = await linesOf(suite.ctx, orderId);
    expect(after.every((line) => line.refundedQuantity === line.quantity)).toBe(true);
    const licences = await licencesOf(suite.ctx, customer.user.id);
    expect(licences.filter((row) => licenceIds.includes(row.id)).map((row) => row.status)).toEqual([
      'revoked',
      'revoked',
      'revoked',
    ]);
    expect(await purchases(customer.auth)).toEqual([]);
    const [note] = await suite.ctx.app.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    expect(note!.grossCents).toBe(bundle().priceCents);
  });

  it("does not hand out the bundle's own zip: its line grants its contents' files only (found by the model test)", async () => {
    const customer = await buyer(suite.ctx);
    await payCart(suite.ctx, customer.auth, [{ product: bundle().id, qty: 1 }]);
    // The zip exists, so only the grant decides: the seeded bundle has a placeholder file of its own.
    await suite.ctx.app.storage.put(indicatorKey(bundle().downloadFile), Buffer.from('zip'), {
      overwrite: true,
    });
    const link = await suite.ctx.app.inject({
      url: `/api/download/${bundle().downloadFile}`,
      headers: customer.auth,
    });
    expect(link.statusCode).toBe(403);
    expect(link.json().code).toBe('download.notBuyer');
  });
  it('a partial refund of a bundle of two copies gives back one seat of each contained indicator', async () => {
    const customer = await buyer(suite.ctx);
    const { orderId } = await payCart(suite.ctx, customer.auth, [{ product: bundle().id, qty: 2 }]);
    const lines = await linesOf(suite.ctx, orderId);
    const bundleLine = lines.find((line) => line.productId === bundle().id)!;
    const refunded = await postRefund(suite.ctx, suite.admin.auth, orderId, {
      reason: 'One copy too many',
      lines: [{ itemId: bundleLine.id, quantity: 1 }],
    });
    expect(refunded.statusCode).toBe(200);
    const after = await linesOf(suite.ctx, orderId);
    expect(after.map((line) => [line.quantity, line.refundedQuantity])).toEqual(lines.map(() => [2, 1]));
  });

  it('credits what the buyer paid for an owned indicator, on the server, and shows it in the cart', async () => {
    const customer = await buyer(suite.ctx);
    const owned = contents()[0]!;
    await payCart(suite.ctx, customer.auth, [{ product: owned.id, qty: 1 }]);

    const quoted = await quote(customer.auth, [{ product: bundle().id, qty: 1 }]);
    expect(quoted.statusCode).toBe(200);
    const expected = bundle().priceCents - owned.priceCents;
    expect(checkoutQuoteSchema.parse(quoted.json())).toEqual({
      lines: [
        {
          product: bundle().id,
          qty: 1,
          price: { amount: expected, currency: 'eur' },
          listPrice: { amount: bundle().priceCents, currency: 'eur' },
          bundleCredit: { amount: owned.priceCents, currency: 'eur' },
          creditedProducts: [owned.nameEn],
          upgradeFrom: null,
        },
      ],
      total: { amount: expected, currency: 'eur' },
      vat: {
        treatment: 'vatIncluded',
        rateBps: 2000,
        country: 'FR',
        net: { amount: splitVat(expected, 2000).netCents, currency: 'eur' },
        vat: { amount: splitVat(expected, 2000).vatCents, currency: 'eur' },
        gross: { amount: expected, currency: 'eur' },
        reverseChargePending: false,
      },
    });

    await expectTranslatedRefusal(
      (language) => checkout(suite.ctx, customer.auth, [{ product: bundle().id, qty: 2 }], language),
      400,
      'bundle.oneWithCredit',
    );
    // The browser's price is never read: the cart shows the list price, the server charges after the credit.
    const { orderId, sessionId } = await payCart(suite.ctx, customer.auth, [
      { product: bundle().id, qty: 1, expectedPrice: { amount: bundle().priceCents, currency: 'eur' } },
    ]);
    const session = await dashboardStripe(suite.ctx).checkout.sessions.retrieve(sessionId);
    expect(session.amount_total).toBe(expected);
    const [line] = (await linesOf(suite.ctx, orderId)).filter((row) => row.productId === bundle().id);
    expect(line).toMatchObject({ unitPriceCents: expected, bundleCreditCents: owned.priceCents });
    const text = await invoicePdfText(suite.ctx, customer.auth, orderId);
    expect(text).toContain('déduction des indicateurs déjà achetés : Asian Session Levels');
    // The credit is stated once, on the bundle's line; its indicators are listed as included in the bundle.
    expect(text.split('déduction des indicateurs déjà achetés').length - 1).toBe(1);
    // Each indicator's three price cells (unit excl. and incl. VAT, total) say "Inclus", none "Gratuit".
    expect(text.match(/\bInclus\b/g)).toHaveLength(3 * contents().length);
    expect(text).not.toContain('Gratuit');
    expect(amountsWithoutCurrency(text)).toEqual([]);
    expect(text).toContain(`-${euros(owned.priceCents)})`);
    // The bundle's confirmation, after the owned indicator's.
    const confirmation = (await mailsOf(suite.ctx, customer.user.email, 'order-confirmation')).at(-1);
    expect(confirmation!.textBody.split('déduction des indicateurs déjà achetés').length - 1).toBe(1);
    expect(amountsWithoutCurrency(confirmation!.textBody)).toEqual([]);

    // Now every indicator of the bundle is owned: refused, in both languages.
    await expectTranslatedRefusal(
      (language) => checkout(suite.ctx, customer.auth, [{ product: bundle().id, qty: 1 }], language),
      400,
      'bundle.allOwned',
    );
  });
});
