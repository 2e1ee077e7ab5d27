import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/fixtures';
import {
  buyer,
  type Catalogue,
  invoicesOf,
  orderRow,
  payInSandbox,
  sessionIdOf,
  setupCheckoutSuite,
} from '../../../../test/helpers/checkout';
import { checkoutWithCoupon, insertCoupon } from '../../../../test/helpers/coupons';
import { brokenRules } from '../../../../test/helpers/en16931-rules';
import { type CiiTree, cents, parseCii, readFacturX, schemaErrors } from '../../../../test/helpers/facturx';
import { testSeller } from '../../../../test/helpers/invoice-document';
import { subscribeInSandbox } from '../../../../test/helpers/leases';
import { postRefund } from '../../../../test/helpers/refunds';
import { saveSellerIdentity } from '../../../../test/helpers/seller-identity';
import { productsBySlug } from '../../../../test/helpers/selling';
import type { TestApp } from '../../../../test/test-app';
import { creditNotes, type InvoiceDocument, orderItems, orders } from '../../../lib/db/schema';
import { usdCentsToEuroCents } from '../../../lib/money';
import { checkoutModule } from '../../checkout';
import { couponsModule } from '../../coupons';
import { creditNotesModule } from '../../credit-notes';
import { currenciesModule } from '../../currencies';
import { filesModule } from '../../files';
import { leasesModule } from '../../leases';
import { licencesModule } from '../../licences';
import { refundsModule } from '../../refunds';
import { splitVat } from '../../vat';
import { renderInvoicePdf } from '../pdf';

/**
 * Each kind of invoice the shop issues, sold through the real checkout (the sandbox's card page), rendered by the
 * real renderer, then read back by other tools (pdf-lib, xmllint with the official schema, an XML parser) and
 * compared with the order's own rows: the XML and the order cannot disagree (docs/rules/invoices.md, Factur-X).
 */
let ctx: TestApp;
let shop: Catalogue;
let adminAuth: Record<string, string>;
setupCheckoutSuite(
  [
    checkoutModule,
    currenciesModule,
    couponsModule,
    refundsModule,
    creditNotesModule,
    leasesModule,
    licencesModule,
    filesModule,
  ],
  (suite) => {
    ({ ctx, shop } = suite);
  },
  // VIES is off in tests: reverse charge for a well-formed number, as the owner may choose (docs/rules/vat.md).
  { VIES_UNCONFIRMED: 'reverse' },
);
beforeAll(async () => {
  ({ auth: adminAuth } = await createUser(ctx.app, { isAdmin: true }));
  await saveSellerIdentity(ctx.app, testSeller);
  const rate = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/exchange-rate',
    headers: adminAuth,
    payload: { eurPerUsd: 0.92, rateDate: '2026-11-20' },
  });
  expect(rate.statusCode).toBe(200);
});

const german = {
  billingName: 'Greta Käuferin',
  billingCountry: 'DE',
  billingCity: 'Berlin',
  billingZip: '10115',
};

/** `POST /api/checkout` of the cart (with its extras: coupon, currency), paid at the sandbox: the order's id. */
async function paid(
  auth: Record<string, string>,
  cart: { product: string; qty: number }[],
  extra = {},
  coupon?: string,
) {
  const started = await checkoutWithCoupon(ctx, auth, cart, coupon, extra);
  expect(started.statusCode, started.body).toBe(200);
  const { url, orderId } = started.json() as { url: string; orderId: string };
  expect((await payInSandbox(ctx, sessionIdOf(url))).statusCode).toBe(303);
  return orderId;
}

/** The issued document's PDF, read back: its XML valid against the schema, keeping every rule, parsed. */
async function readBack(document: InvoiceDocument): Promise<CiiTree> {
  const { xml, relationship } = await readFacturX(await renderInvoicePdf(document));
  expect(relationship).toBe('/Data');
  expect(await schemaErrors(xml)).toEqual([]);
  const cii = parseCii(xml);
  expect(brokenRules(cii)).toEqual({});
  return cii;
}

const invoiceXml = async (orderId: string) => {
  const [invoice] = await invoicesOf(ctx, orderId);
  return { invoice: invoice!, cii: await readBack(invoice!.document!) };
};

/** The XML's totals and VAT breakdown against the order: total, VAT split at its rate, currency, lines. */
async function expectMatchesOrder(cii: CiiTree, orderId: string) {
  const order = await orderRow(ctx, orderId);
  const items = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const settlement = cii.SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement;
  const totals = settlement.SpecifiedTradeSettlementHeaderMonetarySummation;
  const rateBps = order.vatRateBps!;
  const { netCents, vatCents } = splitVat(order.totalCents, rateBps);
  expect(settlement.InvoiceCurrencyCode).toBe(order.currency.toUpperCase());
  expect(cents(totals.GrandTotalAmount)).toBe(order.totalCents);
  expect(cents(totals.TaxBasisTotalAmount)).toBe(netCents);
  expect(cents(totals.TaxTotalAmount[0])).toBe(vatCents);
  const [row] = settlement.ApplicableTradeTax;
  expect(row.CategoryCode).toBe(order.reverseCharge ? 'AE' : 'S');
  expect(Number(row.RateApplicablePercent)).toBe(rateBps / 100);
  expect(cents(row.BasisAmount)).toBe(netCents);
  expect(cents(row.CalculatedAmount)).toBe(vatCents);
  const lines: CiiTree[] = cii.SupplyChainTradeTransaction.IncludedSupplyChainTradeLineItem;
  expect(lines.map((line) => Number(line.SpecifiedLineTradeDelivery.BilledQuantity['#text'])).sort()).toEqual(
    items.map((item) => item.quantity).sort(),
  );
  // Each priced line's net unit price is its unit price split at the order's rate, as the PDF prints it.
  const netPrices = lines.map((line) =>
    cents(line.SpecifiedLineTradeAgreement.NetPriceProductTradePrice.ChargeAmount),
  );
  for (const item of items.filter((candidate) => !candidate.bundleItemId))
    expect(netPrices).toContain(splitVat(item.unitPriceCents, rateBps).netCents);
  return { order, items, settlement, totals };
}

describe('every invoice kind is a Factur-X file agreeing with its order', () => {
  it('a euro consumer in France', async () => {
    const { auth } = await buyer(ctx);
    const orderId = await paid(auth, [{ product: shop.paid[0]!.id, qty: 2 }]);
    const { cii } = await invoiceXml(orderId);
    const { settlement } = await expectMatchesOrder(cii, orderId);
    expect(cii.ExchangedDocument.TypeCode).toBe('380');
    expect(settlement.TaxCurrencyCode).toBeUndefined();
    const buyerParty = cii.SupplyChainTradeTransaction.ApplicableHeaderTradeAgreement.BuyerTradeParty;
    expect(buyerParty.PostalTradeAddress).toMatchObject({
      PostcodeCode: '75011',
      CityName: 'Paris',
      CountryID: 'FR',
    });
  });

  it('a dollar consumer: the invoice in USD, its VAT also in euros at the order’s rate (BT-6, BT-111)', async () => {
    const { auth } = await buyer(ctx);
    const product = shop.paid.find((row) => row.usdPriceCents !== null)!;
    const orderId = await paid(auth, [{ product: product.id, qty: 1 }], { currency: 'usd' });
    const { cii } = await invoiceXml(orderId);
    const { order, settlement, totals } = await expectMatchesOrder(cii, orderId);
    expect(settlement.InvoiceCurrencyCode).toBe('USD');
    expect(settlement.TaxCurrencyCode).toBe('EUR');
    const inEuros = totals.TaxTotalAmount.find((amount: CiiTree) => amount['@_currencyID'] === 'EUR');
    const vat = splitVat(order.totalCents, order.vatRateBps!).vatCents;
    expect(cents(inEuros)).toBe(usdCentsToEuroCents(vat, order.eurPerUsdMicros!));
  });

  it('a business in Germany under reverse charge: AE, no VAT, the exemption reason, both VAT numbers', async () => {
    const { auth } = await buyer(ctx, {
      ...german,
      billingVat: 'DE123456789',
      billingCompany: 'Käufer GmbH',
    });
    const orderId = await paid(auth, [{ product: shop.paid[0]!.id, qty: 1 }]);
    const { cii } = await invoiceXml(orderId);
    const { settlement } = await expectMatchesOrder(cii, orderId);
    expect(settlement.ApplicableTradeTax[0]).toMatchObject({
      CategoryCode: 'AE',
      ExemptionReason: 'Autoliquidation',
      ExemptionReasonCode: 'VATEX-EU-AE',
    });
    const party = cii.SupplyChainTradeTransaction.ApplicableHeaderTradeAgreement.BuyerTradeParty;
    expect(party.Name).toBe('Käufer GmbH');
    expect(party.SpecifiedTaxRegistration[0].ID['#text']).toBe('DE123456789');
  });

  it('a coupon: an allowance of the discount’s net amount, the lines at their full price', async () => {
    const coupon = await insertCoupon(ctx.app, { kind: 'percent', value: 10 });
    const { auth } = await buyer(ctx);
    const orderId = await paid(auth, [{ product: shop.paid[0]!.id, qty: 3 }], {}, coupon.code);
    const { cii } = await invoiceXml(orderId);
    const { order, settlement } = await expectMatchesOrder(cii, orderId);
    expect(order.discountCents).toBeGreaterThan(0);
    const [allowance] = settlement.SpecifiedTradeAllowanceCharge.filter(
      (part: CiiTree) => part.ReasonCode === '95',
    );
    expect(allowance.Reason).toBe(`Code promo ${coupon.code}`);
    expect(cents(allowance.ActualAmount)).toBe(splitVat(order.discountCents, order.vatRateBps!).netCents);
  });

  it('a bundle: its line priced, its indicators included at 0', async () => {
    const bundle = (await productsBySlug(ctx)).get('pack-sessions')!;
    const { auth } = await buyer(ctx);
    const orderId = await paid(auth, [{ product: bundle.id, qty: 1 }]);
    const { cii } = await invoiceXml(orderId);
    const { items } = await expectMatchesOrder(cii, orderId);
    const lines: CiiTree[] = cii.SupplyChainTradeTransaction.IncludedSupplyChainTradeLineItem;
    expect(lines).toHaveLength(items.length);
    expect(
      lines.filter(
        (line) =>
          cents(
            line.SpecifiedLineTradeSettlement.SpecifiedTradeSettlementLineMonetarySummation.LineTotalAmount,
          ) === 0,
      ),
    ).toHaveLength(items.length - 1);
  });

  it('a lease period: the period’s line as the PDF names it', async () => {
    const leased = (await productsBySlug(ctx)).get('asian-session-levels')!;
    const { user } = await subscribeInSandbox(ctx, leased.id);
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.userId, user.id));
    const { invoice, cii } = await invoiceXml(order!.id);
    await expectMatchesOrder(cii, order!.id);
    const [line] = cii.SupplyChainTradeTransaction.IncludedSupplyChainTradeLineItem;
    expect(line.SpecifiedTradeProduct.Name).toBe(
      invoice.document!.lines[0]!.names?.fr ?? invoice.document!.lines[0]!.name,
    );
  });

  it('a credit note: type 381, citing its invoice (BT-25), the refunded amount', async () => {
    const { auth } = await buyer(ctx);
    const orderId = await paid(auth, [{ product: shop.paid[0]!.id, qty: 2 }]);
    const [invoice] = await invoicesOf(ctx, orderId);
    const items = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const refund = await postRefund(ctx, adminAuth, orderId, {
      reason: 'One seat too many',
      lines: [{ itemId: items[0]!.id, quantity: 1 }],
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const [note] = await ctx.app.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    const cii = await readBack(note!.document!);
    expect(cii.ExchangedDocument.TypeCode).toBe('381');
    const settlement = cii.SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement;
    expect(settlement.InvoiceReferencedDocument.IssuerAssignedID).toBe(invoice!.number);
    const totals = settlement.SpecifiedTradeSettlementHeaderMonetarySummation;
    expect(cents(totals.GrandTotalAmount)).toBe(items[0]!.unitPriceCents);
    expect(cents(totals.TaxTotalAmount[0])).toBe(
      splitVat(items[0]!.unitPriceCents, invoice!.vatRateBps).vatCents,
    );
  });
});
