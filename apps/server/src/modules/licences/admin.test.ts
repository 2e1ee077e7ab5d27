import { adminLicenceListSchema, licenceRequestSchema } from '@shop/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { expectDeepPagesAsSkipping } from '../../../test/helpers/admin';
import { type Catalogue, catalogue } from '../../../test/helpers/checkout';
import { adminSetStatus, buyerWithFreeOrder, HEX, requestLicence } from '../../../test/helpers/licences';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { adminAuditLog, licenceRequests, mailQueue, orderItems } from '../../lib/db/schema';
import { SEARCH_COUNT_CAP } from '../../lib/pagination';
import { checkoutModule } from '../checkout';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { licencesModule } from '.';

/**
 * The licence routes, the free checkout that makes a buyer (checkout), the leases the order lifecycle reports
 * to, and the signed file route (files).
 */
const composed = [licencesModule, checkoutModule, leasesModule, filesModule];

let ctx: TestApp;
let shop: Catalogue;
let admin: Awaited<ReturnType<typeof createUser>>;
let customer: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  ctx = await createModuleTestApp(composed, { MAIL_WORKER_ENABLED: 'false' });
  shop = await catalogue(ctx);
  admin = await createUser(ctx.app, { isAdmin: true });
  customer = await createUser(ctx.app);
});
afterAll(() => ctx.close());

let machines = 0;
async function pendingRequest() {
  machines += 1;
  const buyer = await buyerWithFreeOrder(ctx, shop);
  const response = await requestLicence(ctx, buyer.auth, {
    productId: buyer.product.id,
    orderId: buyer.orderId,
    machineIdName: `${HEX(machines)}-PC${machines}`,
  });
  return { buyer, request: licenceRequestSchema.parse(response.json()) };
}

const list = (query: string, auth = admin.auth) =>
  ctx.app.inject({ url: `/api/admin/license-requests${query}`, headers: auth });

describe('admin licence routes: permissions', () => {
  it('answer 401 without a token and 403 to a customer, on every route', async () => {
    const { request } = await pendingRequest();
    const calls = [
      { method: 'GET' as const, url: '/api/admin/license-requests' },
      {
        method: 'PUT' as const,
        url: `/api/admin/license-requests/${request._id}`,
        payload: { status: 'approved' },
      },
      { method: 'POST' as const, url: `/api/admin/license-requests/${request._id}/export` },
    ];
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode).toBe(401);
      expect((await ctx.app.inject({ ...call, headers: customer.auth })).statusCode).toBe(403);
    }
    expect(
      (await ctx.app.db.select().from(licenceRequests).where(eq(licenceRequests.id, request._id)))[0]!.status,
    ).toBe('pending');
  });
});

describe('GET /api/admin/license-requests', () => {
  it('pages by 20, newest first, filters by status, and answers an empty page past the last', async () => {
    const created = [];
    for (let i = 0; i < 3; i += 1) created.push((await pendingRequest()).request);
    await adminSetStatus(ctx, admin.auth, created[0]!._id, 'rejected');
    const first = adminLicenceListSchema.parse((await list('')).json());
    expect(first.pagination.limit).toBe(20);
    expect(first.licenseRequests[0]!._id).toBe(created[2]!._id);
    expect(first.licenseRequests[0]!.user?.email).toBeTruthy();
    const rejected = adminLicenceListSchema.parse((await list('?status=rejected')).json());
    expect(rejected.licenseRequests.map((row) => row._id)).toContain(created[0]!._id);
    expect(rejected.licenseRequests.every((row) => row.status === 'rejected')).toBe(true);
    const pageTwo = adminLicenceListSchema.parse((await list('?limit=2&page=2')).json());
    expect(pageTwo.licenseRequests).toHaveLength(2);
    expect(pageTwo.pagination).toMatchObject({
      current: 2,
      limit: 2,
      totalItems: first.pagination.totalItems,
    });
    const past = adminLicenceListSchema.parse((await list('?page=999')).json());
    expect(past.licenseRequests).toEqual([]);
    expect(past.pagination.totalItems).toBe(first.pagination.totalItems);
    expect((await list('?status=lost')).statusCode).toBe(400);
    expect((await list('?page=0')).statusCode).toBe(400);
  });

  it('reads a deep page from its day in the summary (the same requests as skipping) and caps a status count', async () => {
    const { buyer } = await pendingRequest();
    const [line] = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, buyer.orderId));
    const tag = Date.now().toString(36);
    await ctx.app.db.execute(sql`
      INSERT INTO license_requests (id, user_id, product_id, order_id, order_item_id, machine_id, machine_name,
                                    machine_id_name, status, created_at, updated_at)
      SELECT gen_random_uuid(), ${buyer.user.id}, ${line!.productId}, ${buyer.orderId}, ${line!.id},
             ${tag} || g, 'PC', ${tag} || g || ' / PC', 'rejected', t.at, t.at
      FROM generate_series(1, 1100) AS g
      CROSS JOIN LATERAL (SELECT now() - (g % 30) * interval '1 day' - (g % 5) * interval '1 second' AS at) t`);
    const everyId = (
      await ctx.app.db
        .select({ id: licenceRequests.id })
        .from(licenceRequests)
        .orderBy(desc(licenceRequests.createdAt), desc(licenceRequests.id))
    ).map((row) => row.id);
    const whole = adminLicenceListSchema.parse((await list('')).json());
    expect(whole.pagination).toMatchObject({ totalItems: everyId.length });
    await expectDeepPagesAsSkipping(
      everyId,
      async (page) =>
        adminLicenceListSchema.parse((await list(`?page=${page}`)).json()).licenseRequests.map((r) => r._id),
      55,
    );
    const rejected = adminLicenceListSchema.parse((await list('?status=rejected')).json());
    expect(rejected.pagination).toMatchObject({ totalItems: SEARCH_COUNT_CAP, totalIsLowerBound: true });
  });

  it('shows a missing machine id as null (the tab prints "Non spécifié")', async () => {
    const { request } = await pendingRequest();
    await ctx.app.db
      .update(licenceRequests)
      .set({ machineId: '' })
      .where(eq(licenceRequests.id, request._id));
    const page = adminLicenceListSchema.parse((await list('?status=pending&limit=100')).json());
    expect(page.licenseRequests.find((row) => row._id === request._id)?.machineId).toBeNull();
  });
});

describe('PUT /api/admin/license-requests/:id', () => {
  it('sets any status with notes, signs a live one, and records before and after in the audit log', async () => {
    const { request } = await pendingRequest();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/license-requests/${request._id}`,
      headers: admin.auth,
      payload: { status: 'installed', adminNotes: 'Installed by phone' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'installed',
      adminNotes: 'Installed by phone',
      licenseAvailable: true,
    });
    const back = await adminSetStatus(ctx, admin.auth, request._id, 'pending');
    expect(back.json().status).toBe('pending');
    const [entry] = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `licence:${request._id}`))
      .orderBy(desc(adminAuditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      adminId: admin.user.id,
      action: 'licence.update',
      before: { status: 'installed', adminNotes: 'Installed by phone' },
      after: { status: 'pending' },
    });
  });

  it('refuses an unknown status (400), an unknown id (404), and a reactivation clashing with a live licence (409)', async () => {
    const { request, buyer } = await pendingRequest();
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/license-requests/${request._id}`,
      headers: { ...admin.auth, 'accept-language': 'fr' },
      payload: { status: 'lost' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await adminSetStatus(ctx, admin.auth, '01900000-0000-7000-8000-000000000000', 'approved');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('license.notFound');
    await adminSetStatus(ctx, admin.auth, request._id, 'rejected');
    const again = await requestLicence(ctx, buyer.auth, {
      productId: buyer.product.id,
      orderId: buyer.orderId,
      machineIdName: request.machineIdName,
    });
    expect(again.statusCode).toBe(201);
    const clash = await adminSetStatus(ctx, admin.auth, request._id, 'approved');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('license.duplicate');
  });

  it('refuses a rejection without a reason (400), saying so in the admin’s language', async () => {
    const { request } = await pendingRequest();
    const refusals = { fr: 'raison du refus', en: 'reason for the rejection' };
    for (const [language, words] of Object.entries(refusals)) {
      const refused = await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/license-requests/${request._id}`,
        headers: { ...admin.auth, 'accept-language': language },
        payload: { status: 'rejected', adminNotes: '   ' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'license.reasonRequired',
        message: expect.stringContaining(words),
      });
    }
  });
});

describe('POST /api/admin/license-requests/:id/export (default exporter: e-mail)', () => {
  it('signs, marks exported and e-mails the licence file to the buyer; again resends', async () => {
    const { request, buyer } = await pendingRequest();
    const url = `/api/admin/license-requests/${request._id}/export`;
    const exported = await ctx.app.inject({ method: 'POST', url, headers: admin.auth });
    expect(exported.statusCode).toBe(200);
    expect(exported.json()).toMatchObject({
      status: 'exported',
      licenseAvailable: true,
      delivery: { status: 'none' },
    });
    expect(exported.json().exportedAt).not.toBeNull();
    await ctx.app.inject({ method: 'POST', url, headers: admin.auth });
    const mails = await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.toAddress, buyer.user.email));
    const licenceMails = mails.filter((mail) => mail.template === 'licence-export');
    expect(licenceMails).toHaveLength(2);
    expect(JSON.parse(licenceMails[0]!.attachments!)[0]).toMatchObject({
      storageKey: `licences/${request._id}.lic`,
      filename: `${buyer.product.slug}-${request.machineId}.lic`,
    });
    expect(await ctx.app.mail.flush()).toBeGreaterThanOrEqual(2);
  });

  it('refuses a rejected request (409) and an unknown one (404)', async () => {
    const { request } = await pendingRequest();
    await adminSetStatus(ctx, admin.auth, request._id, 'rejected');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/license-requests/${request._id}/export`,
      headers: admin.auth,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('license.notExportable');
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/license-requests/01900000-0000-7000-8000-000000000000/export',
      headers: admin.auth,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

const alerts = (auth: Record<string, string>, mode?: string) =>
  ctx.app.inject({
    method: mode === undefined ? 'GET' : 'PUT',
    url: '/api/admin/licence-alerts',
    headers: auth,
    ...(mode === undefined ? {} : { payload: { mode } }),
  });

describe('GET and PUT /api/admin/licence-alerts', () => {
  it('answer 401 without a token and 403 to a customer, and refuse an unknown mode', async () => {
    const other = await createUser(ctx.app, { isAdmin: true });
    for (const mode of [undefined, 'none']) {
      expect((await alerts({}, mode)).statusCode).toBe(401);
      expect((await alerts(customer.auth, mode)).statusCode).toBe(403);
    }
    expect((await alerts(other.auth, 'hourly')).statusCode).toBe(400);
    expect((await alerts(other.auth)).json()).toEqual({ mode: 'each' });
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

describe('GET /api/admin/licence-vendor-kit', () => {
  it("answers the kit as a zip attachment, with this shop's URL and public key", async () => {
    const response = await ctx.app.inject({ url: '/api/admin/licence-vendor-kit', headers: admin.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('shop-licensing-ninjascript.zip');
    const zip = response.rawPayload.toString('latin1');
    expect(zip.startsWith('PK')).toBe(true);
    expect(zip).toContain(`PublicKey = "${ctx.app.licences.signer.describe().jwk.x}"`);
    expect(zip).toContain(`ShopUrl = "${ctx.config.publicUrl}"`);
  });
});
