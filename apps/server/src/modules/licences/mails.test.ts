import { licenceRequestListSchema, licenceRequestSchema } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type Catalogue, catalogue } from '../../../test/helpers/checkout';
import { buyerWithFreeOrder, HEX, requestLicence } from '../../../test/helpers/licences';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { licenceRequests, mailQueue, users } from '../../lib/db/schema';

let ctx: TestApp;
let shop: Catalogue;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
  shop = await catalogue(ctx);
  admin = await createUser(ctx.app, { isAdmin: true, licenceAlerts: 'none' });
});
afterAll(() => ctx.close());

let machines = 100;
/** A buyer in `language`, verified or not, with a pending request for machine `<hex>-Bureau`. */
async function requested(language: 'fr' | 'en', verified: boolean) {
  const buyer = await buyerWithFreeOrder(ctx, shop);
  await ctx.app.db
    .update(users)
    .set({ language, emailVerifiedAt: verified ? new Date() : null })
    .where(eq(users.id, buyer.user.id));
  machines += 1;
  const response = await requestLicence(ctx, buyer.auth, {
    productId: buyer.product.id,
    orderId: buyer.orderId,
    machineIdName: `${HEX(machines)}-Bureau`,
  });
  expect(response.statusCode).toBe(201);
  return { buyer, request: licenceRequestSchema.parse(response.json()) };
}

const mailsTo = (email: string, template: string) =>
  ctx.app.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.toAddress, email), eq(mailQueue.template, template)));

const put = (id: string, payload: Record<string, unknown>, language = 'en') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/license-requests/${id}`,
    headers: { ...admin.auth, 'accept-language': language },
    payload,
  });

describe('the buyer hears back about a licence request', () => {
  it('confirms a request in the buyer’s language, greeting by name and naming the machine only to a verified address', async () => {
    const fr = await requested('fr', true);
    const [confirmation] = await mailsTo(fr.buyer.user.email, 'licence-requested');
    expect(confirmation!.subject).toBe(`Demande de licence reçue : ${fr.buyer.product.nameFr}`);
    expect(confirmation!.textBody).toContain(`Bonjour ${fr.buyer.user.name},`);
    expect(confirmation!.textBody).toContain(`machine ${fr.request.machineIdName}`);

    const en = await requested('en', false);
    const [unverified] = await mailsTo(en.buyer.user.email, 'licence-requested');
    expect(unverified!.subject).toBe(`Licence request received: ${en.buyer.product.nameEn}`);
    expect(unverified!.textBody).toContain('Hello,');
    expect(unverified!.textBody).not.toContain(en.buyer.user.name);
    expect(unverified!.textBody).toContain(`machine ${en.request.machineId})`);
    expect(unverified!.textBody).not.toContain('Bureau');
  });

  it('e-mails an approval once, in the buyer’s language', async () => {
    const { buyer, request } = await requested('en', true);
    expect((await put(request._id, { status: 'approved' })).statusCode).toBe(200);
    expect((await put(request._id, { status: 'approved', adminNotes: 'checked' })).statusCode).toBe(200);
    const approvals = await mailsTo(buyer.user.email, 'licence-approved');
    expect(approvals).toHaveLength(1);
    expect(approvals[0]!.subject).toBe(`Your ${buyer.product.nameEn} licence is approved`);
    expect(approvals[0]!.textBody).toContain(`Hello ${buyer.user.name},`);
    // A note on any other status stays the back-office's own.
    const mine = licenceRequestListSchema.parse(
      (await ctx.app.inject({ url: '/api/license/my-requests', headers: buyer.auth })).json(),
    );
    expect(mine[0]!.adminNotes).toBeNull();
  });

  it('refuses a rejection without a reason, then e-mails the reason and shows it in the buyer’s list', async () => {
    const { buyer, request } = await requested('fr', true);
    for (const payload of [{ status: 'rejected' }, { status: 'rejected', adminNotes: '   ' }]) {
      const refused = await put(request._id, payload, 'fr');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'license.reasonRequired',
        message: expect.stringContaining('raison du refus'),
      });
    }
    expect((await put(request._id, { status: 'rejected' }, 'en')).json().message).toContain(
      'reason for the rejection',
    );
    const [row] = await ctx.app.db.select().from(licenceRequests).where(eq(licenceRequests.id, request._id));
    expect(row!.status).toBe('pending');
    expect(await mailsTo(buyer.user.email, 'licence-rejected')).toHaveLength(0);

    const reason = 'Cet identifiant n’est pas celui affiché par NinjaTrader.';
    expect((await put(request._id, { status: 'rejected', adminNotes: reason })).statusCode).toBe(200);
    const [rejection] = await mailsTo(buyer.user.email, 'licence-rejected');
    expect(rejection!.subject).toBe(`Votre demande de licence ${buyer.product.nameFr} est refusée`);
    expect(rejection!.textBody).toContain(`Raison donnée par notre équipe : ${reason}`);
    expect(rejection!.htmlBody).toContain('Raison donnée par notre équipe');
    const mine = licenceRequestListSchema.parse(
      (await ctx.app.inject({ url: '/api/license/my-requests', headers: buyer.auth })).json(),
    );
    expect(mine[0]).toMatchObject({ status: 'rejected', adminNotes: reason });
  });

  it('e-mails the exported licence in the buyer’s language, greeting an unverified address by no name', async () => {
    const { buyer, request } = await requested('fr', false);
    const exported = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/license-requests/${request._id}/export`,
      headers: { ...admin.auth, 'accept-language': 'en' },
    });
    expect(exported.statusCode).toBe(200);
    const [licence] = await mailsTo(buyer.user.email, 'licence-export');
    expect(licence!.subject).toBe(`Votre licence ${buyer.product.nameFr}`);
    expect(licence!.textBody).toContain('Bonjour,');
    expect(licence!.textBody).not.toContain(buyer.user.name);
  });

  it('sends nothing to the buyer of another request, and only to the buyer', async () => {
    const first = await requested('en', true);
    const second = await requested('en', true);
    await put(first.request._id, { status: 'rejected', adminNotes: 'Wrong machine' });
    const rejections = await ctx.app.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.template, 'licence-rejected'));
    const mine = rejections.filter((mail) => mail.textBody.includes('Wrong machine'));
    expect(mine.map((mail) => mail.toAddress)).toEqual([first.buyer.user.email]);
    expect(await mailsTo(second.buyer.user.email, 'licence-rejected')).toHaveLength(0);
  });
});
