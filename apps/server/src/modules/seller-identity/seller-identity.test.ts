import { type Order, type SellerIdentityState, shortOrderId } from '@shop/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import {
  catalogue,
  confirmationMails,
  createCheckoutTestApp,
  invoicesOf,
  orderRow,
} from '../../../test/helpers/checkout';
import { paidOrder } from '../../../test/helpers/refunds';
import type { TestApp } from '../../../test/test-app';
import { adminAuditLog, mailQueue } from '../../lib/db/schema';
import { auditModule } from '../audit';
import { checkoutModule } from '../checkout';
import { invoicesModule } from '../invoices';
import { ordersModule } from '../orders';
import { siteModule } from '../site';
import { sellerIdentityModule } from '.';

/** The identity's back-office routes, their audit, the public configuration and the orders it invoices. */
const modules = [sellerIdentityModule, auditModule, siteModule, checkoutModule, invoicesModule, ordersModule];

const lateInvoiceMails = async (ctx: TestApp, to: string) =>
  (await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.toAddress, to))).filter(
    (row) => row.template === 'late-invoice',
  );

/** A complete, valid identity: SIRET passing Luhn, VAT number of its SIREN. */
const identity = {
  name: 'Indicateurs Lumière SAS',
  legalForm: 'SAS',
  shareCapital: '10 000 €',
  address: '8 rue des Tests, 69002 Lyon, France',
  rcsCity: 'Lyon',
  rcsNumber: '732 829 320',
  siret: '732 829 320 00074',
  vat: 'FR44732829320',
  email: 'aide@lumiere.example',
  publisher: 'Camille Durand',
  hosting: 'Hébergeur Exemple, 2 rue du Serveur, 59100 Roubaix, France',
};

type Auth = Record<string, string>;
const put = (ctx: TestApp, auth: Auth, payload: object, language = 'fr') =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/seller-identity',
    headers: { ...auth, 'accept-language': language },
    payload,
  });
const messagesOf = (body: unknown) =>
  ((body as { details?: { path: string; message: string }[] }).details ?? []).map((detail) => detail.message);

describe('the seller identity settings (development)', () => {
  let ctx: TestApp;
  let admin: Auth;
  beforeAll(async () => {
    ctx = await createCheckoutTestApp(modules, {
      SELLER_NAME: 'Depuis Env SARL',
      SELLER_SIRET: '912 345 678 00011',
    });
    admin = (await createUser(ctx.app, { isAdmin: true })).auth;
  });
  afterAll(() => ctx.close());

  it('is for admins only: 401 signed out, 403 for a customer', async () => {
    const customer = await createUser(ctx.app);
    for (const method of ['GET', 'PUT'] as const) {
      const url = '/api/admin/seller-identity';
      expect((await ctx.app.inject({ method, url, payload: identity })).statusCode).toBe(401);
      expect(
        (await ctx.app.inject({ method, url, headers: customer.auth, payload: identity })).statusCode,
      ).toBe(403);
    }
  });

  it('starts from the SELLER_* variables, the fields not set being empty and named as missing', async () => {
    const state = (
      await ctx.app.inject({ url: '/api/admin/seller-identity', headers: admin })
    ).json() as SellerIdentityState;
    expect(state.identity.name).toBe('Depuis Env SARL');
    expect(state.identity.siret).toBe('912 345 678 00011');
    expect(state.identity.vat).toBe('');
    expect(state.complete).toBe(false);
    expect(state.missing).toContain('publisher');
    expect(state.missing).not.toContain('name');
  });

  it('refuses a bad SIRET, a VAT number of another SIREN, a bad e-mail and a blank field, naming each field in both languages', async () => {
    const bad = {
      ...identity,
      siret: '732 829 320 00075',
      email: 'not-an-address',
      publisher: '  ',
    };
    const fr = await put(ctx, admin, bad, 'fr');
    expect(fr.statusCode).toBe(400);
    expect(messagesOf(fr.json())).toEqual(
      expect.arrayContaining([
        'SIRET : il faut 14 chiffres dont le dernier est une clé de contrôle valide.',
        'E-mail de support : cette adresse n’est pas valide.',
        'Directeur de la publication : Ce champ est obligatoire.',
      ]),
    );
    const en = await put(ctx, admin, bad, 'en');
    expect(messagesOf(en.json())).toEqual(
      expect.arrayContaining([
        'SIRET: 14 digits are needed, the last being a valid check digit.',
        'Support e-mail: this address is not valid.',
        'Publication director: This field is required.',
      ]),
    );
    const mismatch = await put(ctx, admin, { ...identity, vat: 'FR74912345678' }, 'en');
    expect(mismatch.statusCode).toBe(400);
    expect(messagesOf(mismatch.json())).toEqual([
      'EU VAT number: it does not match the SIRET (FR, the two-digit key, then the first 9 digits of the SIRET).',
    ]);
    const german = await put(ctx, admin, { ...identity, vat: 'DE 123456789' });
    expect(german.statusCode).toBe(200);
    expect((german.json() as SellerIdentityState).identity.vat).toBe('DE123456789');
    const badFormat = await put(ctx, admin, { ...identity, vat: 'DE12' }, 'fr');
    expect(messagesOf(badFormat.json())[0]).toMatch(/^Numéro de TVA intracommunautaire : format non reconnu/);
  });

  it('saves the identity whole, audits only what changed, and every page reads it at once', async () => {
    const saved = await put(ctx, admin, identity);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as SellerIdentityState).complete).toBe(true);
    const moved = await put(ctx, admin, { ...identity, address: '9 rue Neuve, 69001 Lyon, France' });
    expect(moved.statusCode).toBe(200);
    const [entry] = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'sellerIdentity.update')))
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(1);
    expect(entry?.target).toBe('sellerIdentity');
    expect(entry?.before).toEqual({ address: identity.address });
    expect(entry?.after).toEqual({ address: '9 rue Neuve, 69001 Lyon, France' });
    const log = await ctx.app.inject({ url: '/api/admin/audit-log?target=sellerIdentity', headers: admin });
    expect(log.statusCode).toBe(200);
    expect(JSON.stringify(log.json())).toContain('9 rue Neuve');

    const config = (await ctx.app.inject({ url: '/api/config/public' })).json() as { seller: object };
    expect(config.seller).toEqual({ ...identity, address: '9 rue Neuve, 69001 Lyon, France' });
  });

  it('snapshots the stored identity, not the variables, into an invoice when it is issued', async () => {
    await put(ctx, admin, identity);
    const { paid } = await catalogue(ctx);
    const { orderId } = await paidOrder(ctx, [{ product: paid[0]!.id, qty: 1 }]);
    const [invoice] = await invoicesOf(ctx, orderId);
    expect(invoice?.document?.seller).toEqual(identity);
  });
});

describe('invoices in production while the identity is incomplete', () => {
  let ctx: TestApp;
  let admin: Auth;
  beforeAll(async () => {
    ctx = await createCheckoutTestApp(modules, {
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: 'demo',
      ADMIN_REQUIRE_2FA: 'false',
      SELLER_NAME: 'Incomplète SARL',
    });
    admin = (await createUser(ctx.app, { isAdmin: true })).auth;
  });
  afterAll(() => ctx.close());

  it('keeps the order paid without an invoice, then issues it once the identity is complete', async () => {
    const { paid } = await catalogue(ctx);
    const buyer = await paidOrder(ctx, [{ product: paid[0]!.id, qty: 1 }], 'en');
    const french = await paidOrder(ctx, [{ product: paid[0]!.id, qty: 1 }], 'fr');
    expect(await invoicesOf(ctx, buyer.orderId)).toEqual([]);
    expect((await orderRow(ctx, buyer.orderId)).invoicePendingSince).not.toBeNull();
    const [waiting] = await confirmationMails(ctx, buyer.user.email);
    expect(waiting?.textBody).toContain('Your invoice will be e-mailed to you as soon as it is issued.');
    expect(waiting?.textBody).toContain('(not set yet)');
    const link = await ctx.app.inject({ url: `/api/invoices/${buyer.orderId}`, headers: buyer.auth });
    expect(link.statusCode).not.toBe(500);
    const pendingOf = async () =>
      (await ctx.app.inject({ url: '/api/orders/mine', headers: buyer.auth }))
        .json<Order[]>()
        .find((order) => order._id === buyer.orderId)?.invoicePending;
    // The customer area says the invoice will come, from the same fact the issuing reads.
    expect(await pendingOf()).toBe(true);

    const before = (
      await ctx.app.inject({ url: '/api/admin/seller-identity', headers: admin })
    ).json() as SellerIdentityState;
    expect(before).toMatchObject({ complete: false, pendingInvoices: 2 });

    const saved = await put(ctx, admin, identity);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ complete: true, pendingInvoices: 0 });
    const [invoice] = await invoicesOf(ctx, buyer.orderId);
    expect(invoice?.number).toMatch(/^FA-\d{4}-\d{6}$/);
    expect(invoice?.document?.seller).toEqual(identity);
    expect(invoice?.document?.paidAt).toBe(buyer.order.paidAt!.toISOString());
    expect((await orderRow(ctx, buyer.orderId)).invoicePendingSince).toBeNull();
    expect(await pendingOf()).toBe(false);
    // The buyer was confirmed when paying: the invoice goes out as their invoice, not a second confirmation.
    expect(await confirmationMails(ctx, buyer.user.email)).toHaveLength(1);
    const shortId = shortOrderId(buyer.orderId);
    const [late] = await lateInvoiceMails(ctx, buyer.user.email);
    expect(late?.subject).toBe(`Your invoice ${invoice!.number} – order ${shortId}`);
    expect(late?.textBody).toContain(`Here is invoice ${invoice!.number} for your order ${shortId}, paid on`);
    expect(late?.textBody).toMatch(/Total incl\. VAT: €\d+\.\d\d/);
    expect(JSON.parse(late!.attachments!)).toEqual([
      expect.objectContaining({ filename: `${invoice!.number}.pdf`, storageKey: invoice!.fileKey }),
    ]);
    const [frenchInvoice] = await invoicesOf(ctx, french.orderId);
    const frenchId = shortOrderId(french.orderId);
    const [frenchLate] = await lateInvoiceMails(ctx, french.user.email);
    expect(frenchLate?.subject).toBe(`Votre facture ${frenchInvoice!.number} – commande ${frenchId}`);
    expect(frenchLate?.textBody).toMatch(/Total TTC : \d+,\d\d\s€/);
    expect(await confirmationMails(ctx, french.user.email)).toHaveLength(1);
  });
});
