import { trialListSchema, trialSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type Catalogue, catalogue } from '../../../test/helpers/checkout';
import { refreshFile } from '../../../test/helpers/leases';
import { buyerWithFreeOrder } from '../../../test/helpers/licences';
import { offerTrial, startTrial, TRIAL_HEX } from '../../../test/helpers/trials';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { products, trials } from '../../lib/db/schema';
import { checkoutModule } from '../checkout';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { licencesModule, verifyLicence } from '../licences';
import { trialsModule } from '.';

/**
 * The trial routes, the licences they deliver, the checkout that converts them, the leases a trial may start,
 * and the signed file route (files).
 */
const composed = [trialsModule, licencesModule, checkoutModule, leasesModule, filesModule];

let ctx: TestApp;
let shop: Catalogue;
const DAY = 86_400_000;
/** How far the trials' clock runs ahead of the real time (a test moves it past a trial's end). */
let ahead = 0;
beforeAll(async () => {
  ctx = await createModuleTestApp(
    composed,
    { MAIL_WORKER_ENABLED: 'false' },
    { trialClock: () => new Date(Date.now() + ahead) },
  );
  shop = await catalogue(ctx);
  await offerTrial(ctx.app, shop.paid[0]!.id, 14);
});
afterAll(() => ctx.close());

let machines = 0;
const nextMachine = () => TRIAL_HEX(++machines);

/** A trial of the first paid product that `auth`'s buyer starts on a new machine. */
const runningTrial = async (auth: Record<string, string>) =>
  trialSchema.parse(
    (
      await startTrial(ctx, auth, { productId: shop.paid[0]!.id, machineIdName: `${nextMachine()}-PC` })
    ).json(),
  );

describe('POST /api/trials', () => {
  it('starts a trial without a card: 14 days, listed as mine only, its signed file a trial licence', async () => {
    const buyer = await createUser(ctx.app);
    const product = shop.paid[0]!;
    const machineId = nextMachine();
    const before = Date.now();
    const response = await startTrial(ctx, buyer.auth, {
      productId: product.id,
      machineIdName: ` ${machineId}-Desk PC `,
    });
    expect(response.statusCode).toBe(201);
    const trial = trialSchema.parse(response.json());
    expect(trial).toMatchObject({
      product: { _id: product.id, name: product.nameEn, slug: product.slug },
      machineId,
      machineName: 'Desk PC',
      convertedOrderId: null,
      active: true,
      state: 'running',
    });
    const length = Date.parse(trial.endsAt) - Date.parse(trial.startsAt);
    expect(length).toBe(14 * DAY);
    expect(Date.parse(trial.startsAt)).toBeGreaterThanOrEqual(before - 1000);

    const mine = await ctx.app.inject({ url: '/api/trials', headers: buyer.auth });
    expect(trialListSchema.parse(mine.json()).map((row) => row._id)).toEqual([trial._id]);
    const other = await createUser(ctx.app);
    expect((await ctx.app.inject({ url: '/api/trials', headers: other.auth })).json()).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/trials' })).statusCode).toBe(401);

    const link = await ctx.app.inject({ url: `/api/trials/${trial._id}/file`, headers: buyer.auth });
    expect(link.statusCode).toBe(200);
    expect(link.json().fileName).toBe(`${product.slug}-trial-${machineId}.lic`);
    const file = await ctx.app.inject({ url: link.json().licenseUrl, headers: buyer.auth });
    expect(file.statusCode).toBe(200);
    // The link is the buyer's alone (issue 44): the file names their e-mail and obtains fresh files.
    expect((await ctx.app.inject({ url: link.json().licenseUrl })).statusCode).toBe(401);
    const foreign = await ctx.app.inject({ url: link.json().licenseUrl, headers: other.auth });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('files.linkForeign');
    const claims = await verifyLicence(file.body, ctx.app.licences.signer.publicKey);
    expect(claims).toMatchObject({
      kind: 'trial',
      licenceId: trial._id,
      product: product.slug,
      machineId,
      email: buyer.user.email,
      orderId: null,
      expiresAt: trial.endsAt,
    });
    await expect(
      verifyLicence(file.body, ctx.app.licences.signer.publicKey, new Date(Date.parse(trial.endsAt) + 1000)),
    ).rejects.toThrow();
  });

  it('refuses a second trial of the product on the same account, whatever the machine, translated', async () => {
    const buyer = await createUser(ctx.app);
    const productId = shop.paid[0]!.id;
    expect(
      (await startTrial(ctx, buyer.auth, { productId, machineIdName: `${nextMachine()}-PC` })).statusCode,
    ).toBe(201);
    const en = await startTrial(ctx, buyer.auth, { productId, machineIdName: `${nextMachine()}-Laptop` });
    const fr = await startTrial(
      ctx,
      buyer.auth,
      { productId, machineIdName: `${nextMachine()}-Laptop` },
      'fr',
    );
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({
      code: 'trial.alreadyUsed',
      message: 'You have already used the free trial of this product.',
    });
    expect(fr.json()).toEqual({
      code: 'trial.alreadyUsed',
      message: 'Vous avez déjà utilisé l’essai gratuit de ce produit.',
    });
  });

  it('refuses the same machine on another account, in any letter case, but not on another product', async () => {
    const first = await createUser(ctx.app);
    const second = await createUser(ctx.app);
    const machineId = nextMachine();
    const productId = shop.paid[0]!.id;
    expect(
      (await startTrial(ctx, first.auth, { productId, machineIdName: `${machineId}-PC` })).statusCode,
    ).toBe(201);
    const again = await startTrial(ctx, second.auth, {
      productId,
      machineIdName: `${machineId.toLowerCase()}-Other name`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('trial.machineUsed');
    const otherProduct = shop.paid[1]!;
    await offerTrial(ctx.app, otherProduct.id, 7);
    const elsewhere = await startTrial(ctx, second.auth, {
      productId: otherProduct.id,
      machineIdName: `${machineId}-PC`,
    });
    expect(elsewhere.statusCode).toBe(201);
    await offerTrial(ctx.app, otherProduct.id, null);
  });

  it('holds both rules under a race: of two simultaneous starts, one wins', async () => {
    const buyer = await createUser(ctx.app);
    const productId = shop.paid[0]!.id;
    const answers = await Promise.all([
      startTrial(ctx, buyer.auth, { productId, machineIdName: `${nextMachine()}-PC` }),
      startTrial(ctx, buyer.auth, { productId, machineIdName: `${nextMachine()}-PC` }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await ctx.app.db.select().from(trials).where(eq(trials.userId, buyer.user.id))).toHaveLength(1);
  });

  it('refuses a product without a trial, off sale or unknown, one the buyer owns, and a bad MachineId-Name', async () => {
    const buyer = await createUser(ctx.app);
    const machineIdName = `${nextMachine()}-PC`;
    const none = await startTrial(ctx, buyer.auth, { productId: shop.paid[1]!.id, machineIdName }, 'fr');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      code: 'trial.notOffered',
      message: 'Ce produit ne propose pas d’essai gratuit.',
    });
    const unknown = await startTrial(ctx, buyer.auth, {
      productId: '0190a0a0-0000-7000-8000-000000000000',
      machineIdName,
    });
    expect(unknown.statusCode).toBe(404);

    const offSale = shop.paid[2]!;
    await ctx.app.db
      .update(products)
      .set({ trialDays: 5, published: false })
      .where(eq(products.id, offSale.id));
    expect((await startTrial(ctx, buyer.auth, { productId: offSale.id, machineIdName })).statusCode).toBe(
      404,
    );
    await ctx.app.db
      .update(products)
      .set({ trialDays: null, published: true })
      .where(eq(products.id, offSale.id));

    const owner = await buyerWithFreeOrder(ctx, shop);
    await offerTrial(ctx.app, owner.product.id, 10);
    const owned = await startTrial(ctx, owner.auth, { productId: owner.product.id, machineIdName });
    expect(owned.statusCode).toBe(409);
    expect(owned.json().code).toBe('trial.alreadyOwned');
    await offerTrial(ctx.app, owner.product.id, null);

    const bad = await startTrial(ctx, buyer.auth, { productId: shop.paid[0]!.id, machineIdName: 'ABC-PC' });
    expect(bad.statusCode).toBe(400);
    expect((await startTrial(ctx, {}, { productId: shop.paid[0]!.id, machineIdName })).statusCode).toBe(401);
    expect(await ctx.app.db.select().from(trials).where(eq(trials.userId, buyer.user.id))).toEqual([]);
  });
});

describe('GET /api/trials/:id/file', () => {
  it("answers 404 to anyone but the trial's owner, admins included, and 401 signed out", async () => {
    const buyer = await createUser(ctx.app);
    const trial = (
      await startTrial(ctx, buyer.auth, { productId: shop.paid[0]!.id, machineIdName: `${nextMachine()}-PC` })
    ).json();
    const stranger = await createUser(ctx.app);
    const admin = await createUser(ctx.app, { isAdmin: true });
    for (const auth of [stranger.auth, admin.auth]) {
      const answer = await ctx.app.inject({ url: `/api/trials/${trial._id}/file`, headers: auth });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('trial.notFound');
    }
    expect((await ctx.app.inject({ url: `/api/trials/${trial._id}/file` })).statusCode).toBe(401);
  });

  it('refuses the link once the trial has ended (403 trial.ended, translated), listing it ended', async () => {
    const buyer = await createUser(ctx.app);
    const trial = await runningTrial(buyer.auth);
    const link = (language: string) =>
      ctx.app.inject({
        url: `/api/trials/${trial._id}/file`,
        headers: { ...buyer.auth, 'accept-language': language },
      });
    expect((await link('en')).statusCode).toBe(200);
    ahead = Date.parse(trial.endsAt) - Date.now() + 60_000;
    try {
      const [en, fr] = [await link('en'), await link('fr')];
      expect(en.statusCode).toBe(403);
      expect(en.json()).toEqual({
        code: 'trial.ended',
        message: 'This free trial has ended: its licence file is no longer available.',
      });
      expect(fr.statusCode).toBe(403);
      expect(fr.json()).toEqual({
        code: 'trial.ended',
        message: 'Cet essai gratuit est terminé : son fichier de licence n’est plus disponible.',
      });
      const mine = trialListSchema.parse(
        (await ctx.app.inject({ url: '/api/trials', headers: buyer.auth })).json(),
      );
      expect(mine).toEqual([expect.objectContaining({ _id: trial._id, active: false, state: 'ended' })]);
    } finally {
      ahead = 0;
    }
  });

  it("ends the file's refresh on the trials' own clock, as the link (issue 42)", async () => {
    const buyer = await createUser(ctx.app);
    const trial = await runningTrial(buyer.auth);
    const link = await ctx.app.inject({ url: `/api/trials/${trial._id}/file`, headers: buyer.auth });
    const file = (await ctx.app.inject({ url: link.json().licenseUrl, headers: buyer.auth })).body;
    expect((await refreshFile(ctx, file)).statusCode).toBe(200);
    // Only the trials' clock passes the end: the real one still runs inside the trial.
    ahead = Date.parse(trial.endsAt) - Date.now() + 60_000;
    try {
      const refused = await refreshFile(ctx, file);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('license.refresh.expired');
    } finally {
      ahead = 0;
    }
  });
});
