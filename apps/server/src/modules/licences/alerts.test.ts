import { licenceRequestSchema } from '@shop/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type Catalogue, catalogue } from '../../../test/helpers/checkout';
import { buyerWithFreeOrder, HEX, requestLicence } from '../../../test/helpers/licences';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminAuditLog, mailQueue, users } from '../../lib/db/schema';
import { parisDayStart, sendLicenceDigests } from './alerts';

let ctx: TestApp;
let shop: Catalogue;
const DAY = 86_400_000;
beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
  shop = await catalogue(ctx);
});
afterAll(() => ctx.close());

let machines = 500;
async function newRequest() {
  const buyer = await buyerWithFreeOrder(ctx, shop);
  machines += 1;
  const response = await requestLicence(ctx, buyer.auth, {
    productId: buyer.product.id,
    orderId: buyer.orderId,
    machineIdName: `${HEX(machines)}-Desk`,
  });
  expect(response.statusCode).toBe(201);
  return { buyer, request: licenceRequestSchema.parse(response.json()) };
}

const alerts = (auth: Record<string, string>, mode?: string) =>
  ctx.app.inject({
    method: mode === undefined ? 'GET' : 'PUT',
    url: '/api/admin/licence-alerts',
    headers: auth,
    ...(mode === undefined ? {} : { payload: { mode } }),
  });

const mailsTo = (email: string, template: string) =>
  ctx.app.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.toAddress, email), eq(mailQueue.template, template)));

describe('GET and PUT /api/admin/licence-alerts', () => {
  it('answer 401 without a token and 403 to a customer, and refuse an unknown mode', async () => {
    const customer = await createUser(ctx.app);
    const admin = await createUser(ctx.app, { isAdmin: true });
    for (const mode of [undefined, 'none']) {
      expect((await alerts({}, mode)).statusCode).toBe(401);
      expect((await alerts(customer.auth, mode)).statusCode).toBe(403);
    }
    expect((await alerts(admin.auth, 'hourly')).statusCode).toBe(400);
    expect((await alerts(admin.auth)).json()).toEqual({ mode: 'each' });
  });

  it('keep each admin’s own choice, audited, and leave the other admins’ alone', async () => {
    const one = await createUser(ctx.app, { isAdmin: true });
    const other = await createUser(ctx.app, { isAdmin: true });
    expect((await alerts(one.auth, 'digest')).json()).toEqual({ mode: 'digest' });
    expect((await alerts(one.auth)).json()).toEqual({ mode: 'digest' });
    expect((await alerts(other.auth)).json()).toEqual({ mode: 'each' });
    const [entry] = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `user:${one.user.id}`))
      .orderBy(desc(adminAuditLog.createdAt));
    expect(entry).toMatchObject({
      action: 'licence.alerts',
      before: { mode: 'each' },
      after: { mode: 'digest' },
    });
  });
});

describe('admins hear of new licence requests as each chose', () => {
  it('e-mails an admin on "each" per request in their language, and neither "digest" nor "none" nor a customer', async () => {
    const each = await createUser(ctx.app, { isAdmin: true, language: 'en' });
    const eachFr = await createUser(ctx.app, { isAdmin: true, language: 'fr' });
    const digest = await createUser(ctx.app, { isAdmin: true });
    const none = await createUser(ctx.app, { isAdmin: true });
    await alerts(digest.auth, 'digest');
    await alerts(none.auth, 'none');
    const { buyer, request } = await newRequest();
    const [english] = await mailsTo(each.user.email, 'licence-admin-request');
    expect(english!.subject).toBe(`[Licence] New request: ${buyer.product.nameEn}`);
    expect(english!.textBody).toContain(
      `${buyer.user.name} <${buyer.user.email}> asks for a licence for ${buyer.product.nameEn} (machine ${request.machineIdName})`,
    );
    expect(english!.textBody).toContain('/admin?tab=licenses');
    const [french] = await mailsTo(eachFr.user.email, 'licence-admin-request');
    expect(french!.subject).toBe(`[Licence] Nouvelle demande : ${buyer.product.nameFr}`);
    for (const quiet of [digest, none]) {
      expect(await mailsTo(quiet.user.email, 'licence-admin-request')).toHaveLength(0);
    }
    expect(await mailsTo(buyer.user.email, 'licence-admin-request')).toHaveLength(0);
  });

  it('sends the digest once a day across runs, listing the day’s requests, and nothing on a day without', async () => {
    const digest = await createUser(ctx.app, { isAdmin: true, language: 'en' });
    const none = await createUser(ctx.app, { isAdmin: true });
    await alerts(digest.auth, 'digest');
    await alerts(none.auth, 'none');
    // Today's requests: today's digest, sent at once, has nothing yet (the admin chose it today).
    expect(await sendLicenceDigests(ctx.app.licences)).toBe(0);
    const made = [await newRequest(), await newRequest()];
    const tomorrow = new Date(parisDayStart(new Date()).getTime() + DAY + 3 * 3_600_000);
    const runs = await Promise.all([
      sendLicenceDigests(ctx.app.licences, tomorrow),
      sendLicenceDigests(ctx.app.licences, tomorrow),
    ]);
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBeGreaterThanOrEqual(1);
    expect(await sendLicenceDigests(ctx.app.licences, new Date(tomorrow.getTime() + 3_600_000))).toBe(0);
    const digests = await mailsTo(digest.user.email, 'licence-admin-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toMatch(/^\[Licences\] \d+ new request\(s\) on \d+ \w+ \d{4}$/);
    for (const { request } of made) expect(digests[0]!.textBody).toContain(request.machineIdName);
    expect(await mailsTo(none.user.email, 'licence-admin-digest')).toHaveLength(0);
    // The next day had no request: no digest, but that day counts as covered.
    expect(await sendLicenceDigests(ctx.app.licences, new Date(tomorrow.getTime() + DAY))).toBe(0);
    expect(await mailsTo(digest.user.email, 'licence-admin-digest')).toHaveLength(1);
    const [row] = await ctx.app.db
      .select({ through: users.licenceDigestThrough })
      .from(users)
      .where(inArray(users.id, [digest.user.id]));
    expect(row!.through!.getTime()).toBe(parisDayStart(new Date(tomorrow.getTime() + DAY)).getTime());
  });

  it('takes midnight on the shop’s clock (Paris), in winter and in summer', () => {
    expect(parisDayStart(new Date('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(parisDayStart(new Date('2026-07-15T23:30:00Z')).toISOString()).toBe('2026-07-15T22:00:00.000Z');
    expect(parisDayStart(new Date('2026-03-29T12:00:00Z')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });
});
