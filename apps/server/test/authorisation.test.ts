import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indicatorKey } from '../src/lib/storage/storage';
import { accountRouteMatrix } from './account-route-matrix';
import { buyerRouteMatrix } from './buyer-route-matrix';
import { deviceRouteMatrix } from './device-route-matrix';
import { createUser } from './fixtures';
import { catalogue } from './helpers/checkout';
import { insertPastDueLease } from './helpers/leases';
import { adminSetStatus, buyerWithFreeOrder, HEX, requestLicence } from './helpers/licences';
import { insertCreditNote } from './helpers/refunds';
import { offerTrial, startTrial } from './helpers/trials';
import { type MatrixWorld, type Role, storefrontRouteMatrix } from './route-matrix';
import { createTestApp, type TestApp } from './test-app';

const isBackOffice = (url: string) =>
  url === '/api/admin' || url.startsWith('/api/admin/') || url.startsWith('/api/newsletter/subscribers');
const ROLES: Role[] = ['visitor', 'owner', 'other', 'admin'];
const routeMatrix = {
  ...storefrontRouteMatrix,
  ...buyerRouteMatrix,
  ...accountRouteMatrix,
  ...deviceRouteMatrix,
};

let ctx: TestApp;
let world: MatrixWorld;
beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  ctx.database.pool?.on('error', () => undefined);
  const shop = await catalogue(ctx);
  const owner = await buyerWithFreeOrder(ctx, shop, 3);
  const identities = {
    owner,
    other: await createUser(ctx.app),
    admin: await createUser(ctx.app, { isAdmin: true }),
  };
  const licence = await requestLicence(ctx, owner.auth, {
    productId: owner.product.id,
    orderId: owner.orderId,
    machineIdName: `${HEX(1)}-Office`,
  });
  const licenceId = licence.json()._id as string;
  expect((await adminSetStatus(ctx, identities.admin.auth, licenceId, 'approved')).statusCode).toBe(200);
  const session = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/create-session',
    headers: owner.auth,
    payload: { withdrawalConsent: true, cartItems: [{ product: shop.paid[0]!.id, qty: 1 }] },
  });
  await ctx.app.storage.put(indicatorKey(owner.product.downloadFile), Buffer.from('PK zip bytes'), {
    overwrite: true,
  });
  const link = await ctx.app.inject({
    url: `/api/download/${owner.product.downloadFile}`,
    headers: owner.auth,
  });
  // A trial of another product than `paidProductId`, whose `POST /api/trials` entry expects no trial offered.
  await offerTrial(ctx.app, shop.paid[1]!.id, 14);
  const trial = await startTrial(ctx, owner.auth, {
    productId: shop.paid[1]!.id,
    machineIdName: `${HEX(2)}-Desk`,
  });
  expect(trial.statusCode).toBe(201);
  world = {
    app: ctx.app,
    identities,
    orderId: owner.orderId,
    freeProductId: owner.product.id,
    otherFreeProductId: shop.free[1]!.id,
    paidProductId: shop.paid[0]!.id,
    downloadFile: owner.product.downloadFile,
    sessionId: (session.json().sessionUrl as string).split('/').pop()!,
    sessionOrderId: session.json().orderId as string,
    licenceId,
    trialId: trial.json()._id as string,
    leaseId: (await insertPastDueLease(ctx.app, owner.user.id)).id,
    fileLink: link.json().downloadUrl as string,
  };
});
afterAll(() => ctx.close());

describe('authorisation matrix of every storefront and account route', () => {
  it('has an entry for every route outside the back-office, and no stale entry', () => {
    const keys = ctx.app.routeTable
      .filter((route) => !isBackOffice(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(keys.filter((key) => !(key in routeMatrix))).toEqual([]);
    expect(Object.keys(routeMatrix).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each(Object.entries(routeMatrix))('%s: visitor, owner, another customer, admin', async (key, entry) => {
    const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
    const statuses: Record<string, number> = {};
    for (const role of ROLES) {
      const request = await entry.request(world, role);
      const authorization =
        request.authorization ?? (role === 'visitor' ? undefined : world.identities[role].auth.authorization);
      const response = await ctx.app.inject({
        method,
        url: request.url,
        headers: {
          ...(authorization ? { authorization } : {}),
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
        },
        ...(request.payload === undefined ? {} : { payload: request.payload as object }),
      });
      statuses[role] = response.statusCode;
      if (
        response.statusCode >= 400 &&
        String(response.headers['content-type']).includes('json') &&
        key.includes('/api/')
      ) {
        expect(response.json(), `${key} as ${role}`).toMatchObject({ code: expect.any(String) });
      }
    }
    expect(statuses).toEqual(entry.expect);
  });

  // The matrix's `GET /api/files/download` entry holds a zip link; licence and trial file links carry the
  // buyer's e-mail and order and obtain fresh files, so they are the requester's alone as well (issue 44).
  it.each([
    ['licence', (w: MatrixWorld) => `/api/license/requests/${w.licenceId}/file`],
    ['trial', (w: MatrixWorld) => `/api/trials/${w.trialId}/file`],
  ])("serves the owner's %s file link to the owner alone", async (_kind, route) => {
    const link = await ctx.app.inject({ url: route(world), headers: world.identities.owner.auth });
    expect(link.statusCode).toBe(200);
    const statuses: Record<string, number> = {};
    for (const role of ROLES) {
      const headers = role === 'visitor' ? {} : world.identities[role].auth;
      statuses[role] = (await ctx.app.inject({ url: link.json().licenseUrl, headers })).statusCode;
    }
    expect(statuses).toEqual({ visitor: 401, owner: 200, other: 404, admin: 404 });
  });

  // An order's documents carry the buyer's name, address and VAT number: the owner's and admins' alone.
  it.each([
    ['receipt', async (w: MatrixWorld) => ({ url: `/api/invoices/${w.orderId}`, field: 'invoicePdfUrl' })],
    [
      'credit note',
      async (w: MatrixWorld) => ({
        url: `/api/credit-notes/${await insertCreditNote(w.app, w.orderId)}`,
        field: 'creditNotePdfUrl',
      }),
    ],
  ])("serves the owner's %s link to the owner and admins alone", async (_kind, route) => {
    const { url, field } = await route(world);
    const link = await ctx.app.inject({ url, headers: world.identities.owner.auth });
    expect(link.statusCode).toBe(200);
    const statuses: Record<string, number> = {};
    for (const role of ROLES) {
      const headers = role === 'visitor' ? {} : world.identities[role].auth;
      statuses[role] = (await ctx.app.inject({ url: link.json()[field], headers })).statusCode;
    }
    expect(statuses).toEqual({ visitor: 401, owner: 200, other: 404, admin: 200 });
  });
});
