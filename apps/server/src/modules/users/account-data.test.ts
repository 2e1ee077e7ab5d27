import { accountExportSchema, isClosedAccountEmail } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/fixtures';
import {
  type Catalogue,
  createSession,
  payInSandbox,
  sessionIdOf,
  setupCheckoutSuite,
} from '../../../test/helpers/checkout';
import { buyerWithFreeOrder, HEX, requestLicence } from '../../../test/helpers/licences';
import { post, signUpThroughLink } from '../../../test/helpers/users';
import type { TestApp } from '../../../test/test-app';
import { downloadLog, licenceRequests, newsletterSubscribers, orders, users } from '../../lib/db/schema';
import { accountClosureModule } from '../account-closure';
import { checkoutModule } from '../checkout';
import { downloadsModule } from '../downloads';
import { filesModule } from '../files';
import { invoicesModule } from '../invoices';
import { leasesModule } from '../leases';
import { licencesModule } from '../licences';
import { newsletterModule } from '../newsletter';
import { usersModule } from '.';

let ctx: TestApp;
let shop: Catalogue;
/** The account's routes and closing, and each module whose rows of the person the export and closing read. */
const modules = [
  usersModule,
  accountClosureModule,
  checkoutModule,
  invoicesModule,
  filesModule,
  licencesModule,
  leasesModule,
  downloadsModule,
  newsletterModule,
];
setupCheckoutSuite(modules, (suite) => {
  ({ ctx, shop } = suite);
});

const exportOf = (auth: Record<string, string>) =>
  ctx.app.inject({ url: '/api/users/me/export', headers: auth });
const close = (auth: Record<string, string>, body: object, language = 'en') =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/users/me',
    headers: { ...auth, 'accept-language': language },
    payload: body,
  });

/** A buyer (billing details set) with a paid card order, its invoice, a licence, a download and the newsletter. */
async function customerWithHistory() {
  const customer = await buyerWithFreeOrder(ctx, shop);
  await ctx.app.db
    .update(users)
    .set({
      name: 'Grace Buyer',
      billingName: 'Grace Buyer',
      billingAddress: '7 rue des Données',
      billingZip: '75011',
      billingCity: 'Paris',
      billingCountry: 'FR',
    })
    .where(eq(users.id, customer.user.id));
  const created = await createSession(ctx, customer.auth, [{ product: shop.paid[0]!.id, qty: 1 }]);
  const { sessionUrl, orderId: paidOrderId } = created.json() as { sessionUrl: string; orderId: string };
  expect((await payInSandbox(ctx, sessionIdOf(sessionUrl))).statusCode).toBe(303);
  const licence = await requestLicence(ctx, customer.auth, {
    productId: customer.product.id,
    orderId: customer.orderId,
    machineIdName: `${HEX(Date.now())}-Desk`,
  });
  expect(licence.statusCode).toBe(201);
  await ctx.app.db.insert(downloadLog).values({
    userId: customer.user.id,
    productId: customer.product.id,
    orderId: customer.orderId,
    fileName: customer.product.downloadFile,
    ip: '203.0.113.7',
  });
  await ctx.app.db
    .insert(newsletterSubscribers)
    .values({ email: customer.user.email, status: 'active', isActive: true, confirmedAt: new Date() });
  return { ...customer, paidOrderId, licenceId: licence.json()._id as string };
}

describe('download my data', () => {
  it("holds the customer's profile, billing, orders with lines and invoice numbers, licences, downloads and newsletter, and nothing of another customer", async () => {
    const customer = await customerWithHistory();
    const other = await customerWithHistory();
    // Each order in its own currency (docs/rules/currencies.md), not euros for all.
    await ctx.app.db.update(orders).set({ currency: 'usd' }).where(eq(orders.id, customer.orderId));
    const response = await exportOf(customer.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="ninja-indicators-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = accountExportSchema.parse(response.json());
    expect(data.profile).toMatchObject({
      id: customer.user.id,
      email: customer.user.email,
      name: 'Grace Buyer',
    });
    expect(data.billing).toMatchObject({ address: '7 rue des Données', city: 'Paris', country: 'FR' });
    expect(data.orders.map((order) => order.id).sort()).toEqual(
      [customer.orderId, customer.paidOrderId].sort(),
    );
    const paid = data.orders.find((order) => order.id === customer.paidOrderId)!;
    expect(paid.invoiceNumber).toMatch(/^FA-\d{4}-\d{6}$/);
    expect(paid.currency).toBe('eur');
    expect(data.orders.find((order) => order.id === customer.orderId)!.currency).toBe('usd');
    expect(paid.lines).toEqual([expect.objectContaining({ productId: shop.paid[0]!.id, quantity: 1 })]);
    expect(data.licences.map((licence) => licence.id)).toEqual([customer.licenceId]);
    expect(data.downloads).toEqual([
      expect.objectContaining({ ip: '203.0.113.7', orderId: customer.orderId }),
    ]);
    expect(data.newsletter).toMatchObject({ status: 'active' });
    expect(data.consents).toEqual({ newsletter: true, cookies: 'stored-in-browser-only' });

    const text = response.body;
    for (const foreign of [
      other.user.id,
      other.user.email,
      other.orderId,
      other.paidOrderId,
      other.licenceId,
    ]) {
      expect(text).not.toContain(foreign);
    }
  });

  it('is for the signed-in owner only', async () => {
    expect((await ctx.app.inject({ url: '/api/users/me/export' })).statusCode).toBe(401);
  });
});

describe('close my account', () => {
  it('anonymises the person in one go, keeps the invoice readable for the admin, and the old credentials fail', async () => {
    const customer = await customerWithHistory();
    const { email } = customer.user;
    const refused = await close(customer.auth, { password: 'not-the-password', confirm: true }, 'fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'account.passwordWrong',
      message: 'Le mot de passe est incorrect.',
    });
    const unconfirmed = await close(customer.auth, { password: customer.password });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().code).toBe('account.deleteConfirmRequired');

    expect((await close(customer.auth, { password: customer.password, confirm: true })).statusCode).toBe(204);

    expect((await ctx.app.inject({ url: '/api/users/me', headers: customer.auth })).statusCode).toBe(401);
    expect((await post(ctx, '/api/users/signin', { email, password: customer.password })).statusCode).toBe(
      401,
    );
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row).toMatchObject({ billingName: null, billingAddress: null, billingCity: null, isAdmin: false });
    expect(row!.email).not.toContain(email.split('@')[0]);
    // The back-office names such an account "Closed account" by this address (UsersTab.test.tsx).
    expect(isClosedAccountEmail(row!.email)).toBe(true);
    expect(row!.name).not.toContain('Grace');
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const [licence] = await ctx.app.db
      .select()
      .from(licenceRequests)
      .where(eq(licenceRequests.id, customer.licenceId));
    expect(licence!.status).toBe('revoked');
    const [download] = await ctx.app.db
      .select()
      .from(downloadLog)
      .where(eq(downloadLog.userId, customer.user.id));
    expect(download!.ip).toBeNull();
    expect(
      await ctx.app.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
    ).toEqual([]);
    // A new account may use the address again.
    const again = await signUpThroughLink(ctx, { name: 'Again', email, password: 'a-long-test-password-2' });
    expect(again).toMatchObject({ email, name: 'Again' });
    expect(again._id).not.toBe(customer.user.id);

    const admin = await createUser(ctx.app, { isAdmin: true });
    const link = await ctx.app.inject({ url: `/api/invoices/${customer.paidOrderId}`, headers: admin.auth });
    expect(link.statusCode).toBe(200);
    const file = await ctx.app.inject({ url: link.json().invoicePdfUrl, headers: admin.auth });
    expect(file.statusCode).toBe(200);
    const pdf = (await new PDFParse({ data: file.rawPayload }).getText()).text;
    expect(pdf).toContain(link.json().number);
    expect(pdf).toContain('7 rue des Données');
  });

  it('refuses to close the last admin account, and closes an admin account when another admin remains', async () => {
    await ctx.app.db.update(users).set({ isAdmin: false }).where(eq(users.isAdmin, true));
    const admin = await createUser(ctx.app, { isAdmin: true });
    const last = await close(admin.auth, { password: admin.password, confirm: true });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'account.lastAdmin' });
    expect((await ctx.app.inject({ url: '/api/users/me', headers: admin.auth })).statusCode).toBe(200);

    await createUser(ctx.app, { isAdmin: true, email: uniqueEmail('second-admin') });
    expect((await close(admin.auth, { password: admin.password, confirm: true })).statusCode).toBe(204);
  });
});

describe('sign out everywhere', () => {
  it('revokes every token of the account', async () => {
    const { user, auth } = await createUser(ctx.app);
    const other = await ctx.app.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
    expect((await post(ctx, '/api/users/logout-everywhere', {}, auth)).statusCode).toBe(204);
    for (const token of [auth.authorization.slice(7), other]) {
      expect(
        (await ctx.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } }))
          .statusCode,
      ).toBe(401);
    }
    expect((await post(ctx, '/api/users/logout-everywhere', {})).statusCode).toBe(401);
  });
});
