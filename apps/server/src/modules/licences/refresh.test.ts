import { randomUUID } from 'node:crypto';
import { licenceRefreshResponseSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type Catalogue, catalogue } from '../../../test/helpers/checkout';
import {
  adminSetStatus,
  buyerWithFreeOrder,
  claimsOf,
  HEX,
  requestLicence,
} from '../../../test/helpers/licences';
import { unmarkOrder } from '../../../test/helpers/order-lifecycle';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { licenceRequests, orders } from '../../lib/db/schema';
import { generateSigningKeyPem } from '../../lib/secrets';
import { checkoutModule } from '../checkout';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { licencesModule } from '.';
import { LicenceSigner, verifyLicence, verifyRevocationList } from './signing';

/**
 * The licence routes, the free checkout that makes a buyer (checkout), the leases the order lifecycle reports
 * to, and the signed file route (files).
 */
const composed = [licencesModule, checkoutModule, leasesModule, filesModule];

const DAY = 86_400_000;
let ctx: TestApp;
let shop: Catalogue;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  ctx = await createModuleTestApp(composed, { MAIL_WORKER_ENABLED: 'false' });
  shop = await catalogue(ctx);
  admin = await createUser(ctx.app, { isAdmin: true });
});
afterAll(() => ctx.close());

let machines = 0;
/** A new buyer's approved licence (30-day files by default) and its file as the customer area serves it. */
async function liveLicence() {
  machines += 1;
  const buyer = await buyerWithFreeOrder(ctx, shop);
  const body = { productId: buyer.product.id, orderId: buyer.orderId };
  const created = (
    await requestLicence(ctx, buyer.auth, { ...body, machineIdName: `${HEX(machines)}-PC` })
  ).json();
  expect((await adminSetStatus(ctx, admin.auth, created._id, 'approved')).statusCode).toBe(200);
  return { ...buyer, body, id: created._id as string, file: await download(buyer.auth, created._id) };
}

async function download(auth: Record<string, string>, id: string) {
  const link = await ctx.app.inject({ url: `/api/license/requests/${id}/file`, headers: auth });
  expect(link.statusCode).toBe(200);
  return (await ctx.app.inject({ url: link.json().licenseUrl, headers: auth })).body;
}

const refresh = (file: string, language = 'en', type = 'text/plain') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/license/refresh',
    headers: { 'content-type': type, 'accept-language': language },
    payload: file,
  });

/** The answer in both languages: the same status and key, a message in each. */
async function expectRefused(file: string, status: number, code: string) {
  const en = await refresh(file, 'en');
  const fr = await refresh(file, 'fr');
  expect([en.statusCode, fr.statusCode]).toEqual([status, status]);
  expect([en.json().code, fr.json().code]).toEqual([code, code]);
  expect(fr.json().message).not.toBe(en.json().message);
}

const storedRow = async (id: string) =>
  (await ctx.app.db.select().from(licenceRequests).where(eq(licenceRequests.id, id)))[0]!;

describe('POST /api/license/refresh: the licence file is the credential', () => {
  it('answers the stored file while it is fresh, without any session, as text or as application/jwt', async () => {
    const { file, id } = await liveLicence();
    const answer = await refresh(file);
    expect(answer.statusCode).toBe(200);
    const body = licenceRefreshResponseSchema.parse(answer.json());
    expect(body.licence).toBe(file);
    expect(body.expiresAt).toBe(claimsOf(file).expiresAt);
    expect(body.fileName).toMatch(/\.lic$/);
    expect((await refresh(`${file}\n`, 'en', 'application/jwt')).json().licence).toBe(file);
    expect((await storedRow(id)).expiresAt?.toISOString()).toBe(claimsOf(file).expiresAt);
  });

  it('signs an expired file of a licence still entitled again, for a new validity period', async () => {
    const { file, id, auth } = await liveLicence();
    const signedLongAgo = new Date(Date.now() - 40 * DAY);
    const expired = await ctx.app.licences.signer.sign({
      ...claimsOf(file),
      issuedAt: signedLongAgo.toISOString(),
      expiresAt: new Date(Date.now() - 10 * DAY).toISOString(),
    });
    await ctx.app.storage.put(`licences/${id}.lic`, Buffer.from(expired), { overwrite: true });
    await ctx.app.db
      .update(licenceRequests)
      .set({ signedAt: signedLongAgo, expiresAt: new Date(Date.now() - 10 * DAY) })
      .where(eq(licenceRequests.id, id));
    await expect(verifyLicence(expired, ctx.app.licences.signer.publicKey)).rejects.toThrow(/expired/);

    const answer = await refresh(expired);
    expect(answer.statusCode).toBe(200);
    const { licence, expiresAt } = licenceRefreshResponseSchema.parse(answer.json());
    const claims = await verifyLicence(licence, ctx.app.licences.signer.publicKey);
    const { issuedAt: _old, expiresAt: _oldExpiry, ...same } = claimsOf(file);
    expect(claims).toMatchObject(same);
    expect(claims.expiresAt).toBe(expiresAt);
    const lasts = new Date(expiresAt).getTime() - new Date(claims.issuedAt).getTime();
    expect(lasts).toBe(30 * DAY);
    // The customer area now serves the same fresh file.
    expect(await download(auth, id)).toBe(licence);
  });

  it('refuses what is not a licence file of this shop, each with its key', async () => {
    const { file } = await liveLicence();
    await expectRefused('not a licence', 400, 'license.refresh.malformed');
    await expectRefused(`${file}.x`, 400, 'license.refresh.malformed');
    // A revocation list is signed with the same key, but is no licence.
    const list = (await ctx.app.inject({ url: '/api/license/revocations' })).json().list as string;
    await expectRefused(list, 400, 'license.refresh.malformed');

    const foreign = await new LicenceSigner(generateSigningKeyPem()).sign(claimsOf(file));
    await expectRefused(foreign, 401, 'license.refresh.badSignature');

    const [header, , signature] = file.split('.');
    const otherMachine = Buffer.from(JSON.stringify({ ...claimsOf(file), machineId: HEX(9999) })).toString(
      'base64url',
    );
    await expectRefused(`${header}.${otherMachine}.${signature}`, 401, 'license.refresh.tampered');
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    await expectRefused(
      `${file.split('.').slice(0, 2).join('.')}.${flipped}`,
      401,
      'license.refresh.tampered',
    );
  });

  it('does not know a genuine file naming no licence, or another product or machine than its own', async () => {
    const { file } = await liveLicence();
    const { signer } = ctx.app.licences;
    await expectRefused(
      await signer.sign({ ...claimsOf(file), licenceId: randomUUID() }),
      404,
      'license.refresh.unknown',
    );
    await expectRefused(
      await signer.sign({ ...claimsOf(file), product: shop.paid[0]!.slug }),
      404,
      'license.refresh.unknown',
    );
    await expectRefused(
      await signer.sign({ ...claimsOf(file), machineId: HEX(8888) }),
      404,
      'license.refresh.unknown',
    );
  });

  it('never refreshes a revoked licence, which stays on the revocation list', async () => {
    const { file, id, orderId } = await liveLicence();
    await unmarkOrder(ctx.app, orderId);
    await expectRefused(file, 403, 'license.refresh.revoked');
    const { list } = (await ctx.app.inject({ url: '/api/license/revocations' })).json();
    const { revoked } = await verifyRevocationList(list, ctx.app.licences.signer.publicKey);
    expect(revoked).toContain(id);
  });

  it('never refreshes a replaced licence, and refreshes the one that replaced it', async () => {
    const { file, auth, body } = await liveLicence();
    const move = (
      await requestLicence(ctx, auth, {
        ...body,
        machineIdName: `${HEX(5000)}-NewPC`,
        replacesId: claimsOf(file).licenceId,
      })
    ).json();
    await adminSetStatus(ctx, admin.auth, move._id, 'approved');
    await expectRefused(file, 403, 'license.refresh.replaced');
    expect((await refresh(await download(auth, move._id))).statusCode).toBe(200);
  });

  it('refuses a licence an admin rejected or set back to pending after signing it', async () => {
    const rejected = await liveLicence();
    await adminSetStatus(ctx, admin.auth, rejected.id, 'rejected');
    await expectRefused(rejected.file, 403, 'license.refresh.rejected');
    const pending = await liveLicence();
    await adminSetStatus(ctx, admin.auth, pending.id, 'pending');
    await expectRefused(pending.file, 409, 'license.refresh.notActive');
  });

  it('refuses a licence whose order is no longer paid, even before its licences are revoked', async () => {
    const { file, orderId } = await liveLicence();
    await ctx.app.db.update(orders).set({ isPaid: false }).where(eq(orders.id, orderId));
    await expectRefused(file, 403, 'license.refresh.orderNotPaid');
  });
});

describe('GET /api/license/requests/:id/file: a still-entitled buyer downloads a file that lasts', () => {
  it('serves the stored file while fresh, and signs it again once under a third of its validity', async () => {
    const { file, id, auth } = await liveLicence();
    expect(await download(auth, id)).toBe(file);
    await ctx.app.db
      .update(licenceRequests)
      .set({ expiresAt: new Date(Date.now() + 9 * DAY) })
      .where(eq(licenceRequests.id, id));
    const again = await download(auth, id);
    expect(again).not.toBe(file);
    const claims = await verifyLicence(again, ctx.app.licences.signer.publicKey);
    expect(claims.licenceId).toBe(id);
    expect(new Date(claims.expiresAt!).getTime() - Date.now()).toBeGreaterThan(29 * DAY);
    const row = await storedRow(id);
    expect(row.expiresAt?.toISOString()).toBe(claims.expiresAt);
    expect(row.signedAt?.toISOString()).toBe(claims.issuedAt);
    expect(await download(auth, id)).toBe(again);
  });

  it('gives a file signed before every file expired (no expiry) an expiry on its next download', async () => {
    const { id, auth } = await liveLicence();
    await ctx.app.db.update(licenceRequests).set({ expiresAt: null }).where(eq(licenceRequests.id, id));
    const claims = claimsOf(await download(auth, id));
    expect(claims.expiresAt).not.toBeNull();
  });

  it('does not sign a file for a revoked licence', async () => {
    const { id, auth, orderId } = await liveLicence();
    await ctx.app.db
      .update(licenceRequests)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(licenceRequests.id, id));
    await unmarkOrder(ctx.app, orderId);
    const link = await ctx.app.inject({ url: `/api/license/requests/${id}/file`, headers: auth });
    expect(link.json().code).toBe('license.notSigned');
    expect((await storedRow(id)).expiresAt!.getTime()).toBeLessThan(Date.now());
  });
});
