import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { licencePublicKeySchema, licenceRequestListSchema, licenceRequestSchema } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type Catalogue, catalogue } from '../../../test/helpers/checkout';
import { adminSetStatus, buyerWithFreeOrder, HEX, requestLicence } from '../../../test/helpers/licences';
import { unmarkOrder } from '../../../test/helpers/order-lifecycle';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { licenceRequests } from '../../lib/db/schema';
import { checkoutModule } from '../checkout';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { ordersModule } from '../orders';
import { licencesModule } from '.';
import { LicenceSigner, verifyLicence } from './signing';

/**
 * The licence routes, the free checkout that makes a buyer (checkout), the orders list, the leases the order
 * lifecycle reports to, and the signed file route (files).
 */
const composed = [licencesModule, checkoutModule, ordersModule, leasesModule, filesModule];

let ctx: TestApp;
let shop: Catalogue;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  ctx = await createModuleTestApp(composed, { MAIL_WORKER_ENABLED: 'false' });
  shop = await catalogue(ctx);
  admin = await createUser(ctx.app, { isAdmin: true });
});
afterAll(() => ctx.close());

describe('POST /api/license/request: the rules of docs/rules/licences.md, each with its key', () => {
  it.each([
    ['', 'required'],
    ['ABCDEF123456', 'missingDash'],
    ['-DeskPC', 'emptyMachineId'],
    ['ABCDEF1-DeskPC', 'shortMachineId'],
    ['-12345678-DeskPC', 'emptyMachineId'],
    ['ABCD EFGH-DeskPC', 'invalidMachineId'],
    ['ABCDEFGH-', 'emptyName'],
    ['ABCDEFGH-P', 'shortName'],
  ])('refuses %j with license.validation.%s, translated', async (machineIdName, issue) => {
    const { auth, orderId, product } = await buyerWithFreeOrder(ctx, shop);
    const body = { productId: product.id, orderId, machineIdName };
    const en = await requestLicence(ctx, auth, body, 'en');
    const fr = await requestLicence(ctx, auth, body, 'fr');
    expect(en.statusCode).toBe(400);
    expect(en.json().code).toBe(`license.validation.${issue}`);
    expect(fr.json().code).toBe(`license.validation.${issue}`);
    expect(fr.json().message).not.toBe(en.json().message);
    expect(
      await ctx.app.db.select().from(licenceRequests).where(eq(licenceRequests.orderId, orderId)),
    ).toEqual([]);
  });

  it('accepts a good identifier, answers the request pending, and lists it in my-requests only', async () => {
    const { auth, orderId, product, user } = await buyerWithFreeOrder(ctx, shop);
    const created = await requestLicence(ctx, auth, {
      productId: product.id,
      orderId,
      machineIdName: ` ${HEX(1)}-Desk PC `,
    });
    expect(created.statusCode).toBe(201);
    const dto = licenceRequestSchema.parse(created.json());
    expect(dto).toMatchObject({
      status: 'pending',
      machineId: HEX(1),
      machineName: 'Desk PC',
      machineIdName: `${HEX(1)}-Desk PC`,
      user: { email: user.email },
      product: { _id: product.id, name: product.nameEn },
      licenseAvailable: false,
    });
    const mine = licenceRequestListSchema.parse(
      (await ctx.app.inject({ url: '/api/license/my-requests', headers: auth })).json(),
    );
    expect(mine.map((row) => row._id)).toEqual([dto._id]);
    const other = await createUser(ctx.app);
    const theirs = await ctx.app.inject({ url: '/api/license/my-requests', headers: other.auth });
    expect(theirs.json()).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/license/my-requests' })).statusCode).toBe(401);
  });

  it("refuses the buyer's machine a second seat under another name or letter case; another buyer's same text is theirs", async () => {
    const first = await buyerWithFreeOrder(ctx, shop, 2);
    const second = await buyerWithFreeOrder(ctx, shop);
    const machineId = HEX(2);
    const ask = (buyer: typeof first, machineIdName: string) =>
      requestLicence(
        ctx,
        buyer.auth,
        { productId: buyer.product.id, orderId: buyer.orderId, machineIdName },
        'fr',
      );
    expect((await ask(first, `${machineId}-DeskPC`)).statusCode).toBe(201);
    const renamed = await ask(first, `${machineId.toLowerCase()}-Laptop`);
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toEqual({
      code: 'license.duplicate',
      message: 'Cette machine a déjà une licence pour ce produit, sous ce nom ou un autre.',
    });
    expect((await ask(second, `${machineId}-DeskPC`)).statusCode).toBe(201);
  });

  it('allows at most `quantity` active licences per order line; a rejected one frees its seat', async () => {
    const { auth, orderId, product } = await buyerWithFreeOrder(ctx, shop, 2);
    const ask = (n: number) =>
      requestLicence(ctx, auth, { productId: product.id, orderId, machineIdName: `${HEX(100 + n)}-PC${n}` });
    const first = (await ask(1)).json();
    expect((await ask(2)).statusCode).toBe(201);
    const third = await ask(3);
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('license.quotaReached');
    expect(third.json().message).toContain('2');
    expect((await adminSetStatus(ctx, admin.auth, first._id, 'rejected')).statusCode).toBe(200);
    expect((await ask(3)).statusCode).toBe(201);
  });

  it('needs an order of the caller (404), paid (403), holding the product (400)', async () => {
    const { auth, orderId, product } = await buyerWithFreeOrder(ctx, shop);
    const machineIdName = `${HEX(3)}-DeskPC`;
    const stranger = await createUser(ctx.app);
    const foreign = await requestLicence(ctx, stranger.auth, {
      productId: product.id,
      orderId,
      machineIdName,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('license.orderNotFound');
    const notInOrder = await requestLicence(ctx, auth, {
      productId: shop.paid[0]!.id,
      orderId,
      machineIdName,
    });
    expect(notInOrder.statusCode).toBe(400);
    expect(notInOrder.json().code).toBe('license.productNotInOrder');
    const pending = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: auth,
      payload: { orderItems: [{ product: shop.paid[0]!.id, qty: 1 }] },
    });
    const unpaid = await requestLicence(ctx, auth, {
      productId: shop.paid[0]!.id,
      orderId: pending.json()._id,
      machineIdName,
    });
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json().code).toBe('license.orderNotPaid');
    expect(
      (await requestLicence(ctx, {}, { productId: product.id, orderId, machineIdName })).statusCode,
    ).toBe(401);
  });

  it('revokes the licences once the order is unpaid, refuses new ones and the file link', async () => {
    const { auth, orderId, product } = await buyerWithFreeOrder(ctx, shop, 2);
    const created = (
      await requestLicence(ctx, auth, { productId: product.id, orderId, machineIdName: `${HEX(4)}-PC` })
    ).json();
    expect((await adminSetStatus(ctx, admin.auth, created._id, 'approved')).statusCode).toBe(200);
    const link = await ctx.app.inject({ url: `/api/license/requests/${created._id}/file`, headers: auth });
    expect(link.statusCode).toBe(200);

    await unmarkOrder(ctx.app, orderId);

    const mine = (await ctx.app.inject({ url: '/api/license/my-requests', headers: auth })).json();
    expect(mine[0].status).toBe('revoked');
    const refused = await ctx.app.inject({ url: `/api/license/requests/${created._id}/file`, headers: auth });
    expect(refused.statusCode).toBe(409);
    const again = await requestLicence(ctx, auth, {
      productId: product.id,
      orderId,
      machineIdName: `${HEX(5)}-PC`,
    });
    expect(again.statusCode).toBe(403);
  });
});

describe('moving a licence (the cooldown, in the reader’s language)', () => {
  it('allows one move per licence per cooldown and says when the next one is allowed, in the reader’s language', async () => {
    const { auth, orderId, product } = await buyerWithFreeOrder(ctx, shop);
    const body = { productId: product.id, orderId };
    const original = (await requestLicence(ctx, auth, { ...body, machineIdName: `${HEX(11)}-PC1` })).json();
    await adminSetStatus(ctx, admin.auth, original._id, 'approved');
    const moved = (
      await requestLicence(ctx, auth, { ...body, machineIdName: `${HEX(12)}-PC2`, replacesId: original._id })
    ).json();
    await adminSetStatus(ctx, admin.auth, moved._id, 'installed');

    const next = { ...body, machineIdName: `${HEX(13)}-PC3`, replacesId: moved._id };
    const fr = await requestLicence(ctx, auth, next, 'fr');
    const en = await requestLicence(ctx, auth, next, 'en');
    expect(fr.statusCode).toBe(429);
    expect(fr.json().code).toBe('license.moveCooldown');
    const due = new Date(new Date(moved.createdAt).getTime() + 168 * 3600_000);
    const day = due.toLocaleDateString('fr-FR', { day: 'numeric', timeZone: 'Europe/Paris' });
    expect(fr.json().message).toMatch(
      new RegExp(`Prochain déplacement possible le ${day} \\p{L}+ \\d{4} à \\d{2}:\\d{2}`, 'u'),
    );
    expect(en.json().message).toMatch(
      new RegExp(`Next move possible on ${day} \\p{L}+ \\d{4} at \\d{2}:\\d{2}`, 'u'),
    );
    const listed = (await ctx.app.inject({ url: '/api/license/my-requests', headers: auth })).json();
    expect(listed.find((row: { _id: string }) => row._id === moved._id).nextMoveAt).toBe(due.toISOString());

    // The cooldown passes: the move born 169 hours ago may move again.
    await ctx.app.db
      .update(licenceRequests)
      .set({ createdAt: sql`now() - interval '169 hours'` })
      .where(eq(licenceRequests.id, moved._id));
    expect((await requestLicence(ctx, auth, next)).statusCode).toBe(201);
  });
});

describe('licence files', () => {
  it('gives a signed link to the owner (and admins) once approved, never to another buyer', async () => {
    const { auth, orderId, product } = await buyerWithFreeOrder(ctx, shop);
    const created = (
      await requestLicence(ctx, auth, { productId: product.id, orderId, machineIdName: `${HEX(6)}-PC` })
    ).json();
    const url = `/api/license/requests/${created._id}/file`;
    const early = await ctx.app.inject({ url, headers: auth });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('license.notSigned');
    await adminSetStatus(ctx, admin.auth, created._id, 'approved');
    const link = await ctx.app.inject({ url, headers: auth });
    expect(link.statusCode).toBe(200);
    const { licenseUrl, fileName } = link.json();
    expect(fileName).toBe(`${product.slug}-${HEX(6)}.lic`);
    const file = await ctx.app.inject({ url: licenseUrl, headers: auth });
    expect(file.statusCode).toBe(200);
    // The link is the buyer's alone (issue 44): anyone else holding it, signed in or not, gets no file.
    expect((await ctx.app.inject({ url: licenseUrl })).statusCode).toBe(401);
    const foreign = await ctx.app.inject({ url: licenseUrl, headers: (await createUser(ctx.app)).auth });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('files.linkForeign');
    expect(file.headers['content-disposition']).toContain(fileName);
    // Signed with the key pair generated into the data folder on first start, which the key route publishes.
    const key = licencePublicKeySchema.parse(
      (await ctx.app.inject({ url: '/api/license/public-key' })).json(),
    );
    const pem = await readFile(join(ctx.config.dataDir, 'secrets', 'licence-signing-key.pem'), 'utf8');
    expect(new LicenceSigner(pem).keyId).toBe(key.keyId);
    expect(await verifyLicence(file.body, key.publicKeyPem)).toMatchObject({ licenceId: created._id });
    expect((await ctx.app.inject({ url, headers: admin.auth })).statusCode).toBe(200);
    const stranger = await createUser(ctx.app);
    expect((await ctx.app.inject({ url, headers: stranger.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/license/requests/nope/file', headers: auth })).statusCode).toBe(
      400,
    );
  });
});
