import { entitlementsOf, type LicencePayload, licenceRefreshResponseSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type Catalogue, catalogue } from '../../../test/helpers/checkout';
import { askDeviceCode, decide, pollToken } from '../../../test/helpers/devices';
import { insertPastDueLease, refreshFile } from '../../../test/helpers/leases';
import { buyerWithFreeOrder, claimsOf, HEX, liveLicenceWithFile } from '../../../test/helpers/licences';
import { insertTrial } from '../../../test/helpers/trials';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { products, subscriptions, trials } from '../../lib/db/schema';
import { checkoutModule } from '../checkout';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { licencesModule } from '.';
import { fileEntitlements } from './file-entitlements';
import { verifyLicence } from './signing';

/**
 * Every kind of licence file carries what it grants (docs/licence-verification.md, "Entitlements"), from the
 * product's licence settings; a file signed before entitlements still verifies and is refreshed into one.
 */
const composed = [licencesModule, checkoutModule, leasesModule, filesModule];

let ctx: TestApp;
let shop: Catalogue;
let admin: Awaited<ReturnType<typeof createUser>>;
let product: Catalogue['free'][number];
beforeAll(async () => {
  ctx = await createModuleTestApp(composed, { MAIL_WORKER_ENABLED: 'false' });
  shop = await catalogue(ctx);
  admin = await createUser(ctx.app, { isAdmin: true });
  product = shop.free[0]!;
  await ctx.app.db
    .update(products)
    .set({
      licenceBuild: 'order-flow',
      licenceEdition: 'premium',
      licenceFeatures: ['delta-ladder', 'alerts'],
      machinesPerSeat: 3,
    })
    .where(eq(products.id, product.id));
});
afterAll(() => ctx.close());

const premium = { build: 'order-flow', edition: 'premium', features: 'delta-ladder alerts' };

/** The same claims as a file signed before entitlements existed. */
function olderClaims(claims: LicencePayload): LicencePayload {
  const { build: _build, edition: _edition, features: _features, seats: _seats, ...older } = claims;
  return older;
}

/** Signs `claims` without entitlements, checks the shop still verifies it, and answers its refreshed file's claims. */
async function refreshedFromOlder(claims: LicencePayload) {
  const older = await ctx.app.licences.signer.sign(olderClaims(claims));
  const verified = await verifyLicence(older, ctx.app.licences.signer.publicKey);
  expect(verified.build).toBeUndefined();
  // The defaults of a file signed before them: the product as its build, no edition nor feature, one machine.
  expect(entitlementsOf(verified)).toEqual({
    build: claims.product,
    edition: null,
    features: [],
    updatesUntil: claims.updatesUntil,
    seats: 1,
  });
  const answer = await refreshFile(ctx, older);
  expect(answer.statusCode).toBe(200);
  return claimsOf(licenceRefreshResponseSchema.parse(answer.json()).licence);
}

describe('the entitlements of each kind of file', () => {
  it('one builder: the slug as build unless the owner named one, the feature keys space-separated, 1 machine unless told', () => {
    const plain = { slug: 'vwap', licenceBuild: null, licenceEdition: null, licenceFeatures: [] };
    expect(fileEntitlements(plain)).toEqual({ build: 'vwap', edition: null, features: '', seats: 1 });
    const lite = { ...plain, slug: 'vwap-lite', licenceBuild: 'vwap', licenceEdition: 'lite' };
    expect(fileEntitlements({ ...lite, licenceFeatures: ['a', 'b-2'] }, 2)).toEqual({
      build: 'vwap',
      edition: 'lite',
      features: 'a b-2',
      seats: 2,
    });
  });

  it('lifetime: the downloaded file grants the product’s build, edition and features on one machine, named after the build', async () => {
    const live = await liveLicenceWithFile(ctx, shop, admin.auth);
    const claims = await verifyLicence(live.file, ctx.app.licences.signer.publicKey);
    expect(claims).toMatchObject({ kind: 'lifetime', product: product.slug, ...premium, seats: 1 });
    expect(entitlementsOf(claims).features).toEqual(['delta-ladder', 'alerts']);
    const refreshed = await refreshFile(ctx, live.file);
    expect(refreshed.json().fileName).toBe(`order-flow-${live.machineId}.lic`);
    expect(await refreshedFromOlder(claims)).toMatchObject({ kind: 'lifetime', ...premium, seats: 1 });
  });

  it('trial: a file signed before entitlements verifies, and its refresh carries them', async () => {
    const trial = await insertTrial(ctx.app);
    await ctx.app.db.update(trials).set({ productId: product.id }).where(eq(trials.id, trial.id));
    const claims: LicencePayload = {
      kind: 'trial',
      licenceId: trial.id,
      product: product.slug,
      machineId: trial.machineId,
      email: 'trial@example.com',
      orderId: null,
      issuedAt: new Date().toISOString(),
      expiresAt: trial.endsAt.toISOString(),
      updatesUntil: null,
    };
    expect(await refreshedFromOlder(claims)).toMatchObject({ kind: 'trial', ...premium, seats: 1 });
  });

  it('lease: a file signed before entitlements verifies, and its refresh carries them', async () => {
    const lease = await insertPastDueLease(ctx.app);
    const machineId = HEX(0x4601);
    await ctx.app.db
      .update(subscriptions)
      .set({ productId: product.id, machineId, machineName: 'PC' })
      .where(eq(subscriptions.id, lease.id));
    const claims: LicencePayload = {
      kind: 'lease',
      licenceId: lease.id,
      product: product.slug,
      machineId,
      email: 'lease@example.com',
      orderId: null,
      issuedAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      updatesUntil: null,
    };
    expect(await refreshedFromOlder(claims)).toMatchObject({ kind: 'lease', ...premium, seats: 1 });
  });

  it('seat: the signed-in machine’s file grants the product’s machines per seat; an older seat file refreshes into one', async () => {
    const buyer = await buyerWithFreeOrder(ctx, shop);
    const code = await askDeviceCode(ctx, product.slug);
    expect((await decide(ctx, buyer.auth, code.user_code)).statusCode).toBe(200);
    const answer = await pollToken(ctx, code.device_code);
    const claims = await verifyLicence(answer.json().licence, ctx.app.licences.signer.publicKey);
    expect(claims).toMatchObject({ kind: 'seat', ...premium, seats: 3 });
    expect(await refreshedFromOlder(claims)).toMatchObject({ kind: 'seat', ...premium, seats: 3 });
  });
});
