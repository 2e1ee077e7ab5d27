import { adminTrialListSchema, adminTrialSchema } from '@shop/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type Catalogue, catalogue } from '../../../test/helpers/checkout';
import { offerTrial, startTrial, TRIAL_HEX } from '../../../test/helpers/trials';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { adminAuditLog, trials } from '../../lib/db/schema';
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
let admin: Awaited<ReturnType<typeof createUser>>;
const DAY = 86_400_000;
beforeAll(async () => {
  ctx = await createModuleTestApp(composed, { MAIL_WORKER_ENABLED: 'false' });
  shop = await catalogue(ctx);
  admin = await createUser(ctx.app, { isAdmin: true });
  await offerTrial(ctx.app, shop.paid[0]!.id, 14);
});
afterAll(() => ctx.close());

let machines = 0;
async function newTrial() {
  const buyer = await createUser(ctx.app);
  machines += 1;
  const response = await startTrial(ctx, buyer.auth, {
    productId: shop.paid[0]!.id,
    machineIdName: `${TRIAL_HEX(machines)}-PC`,
  });
  expect(response.statusCode).toBe(201);
  return { buyer, trial: response.json() as { _id: string; endsAt: string } };
}

const extend = (auth: Record<string, string>, id: string, days: unknown, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/trials/${id}/extend`,
    headers: { ...auth, 'accept-language': language },
    payload: { days },
  });

describe('GET /api/admin/trials', () => {
  it('lists every trial with its buyer, newest first, paged; 401 signed out, 403 to a customer', async () => {
    const first = await newTrial();
    const second = await newTrial();
    const page = await ctx.app.inject({ url: '/api/admin/trials?limit=1', headers: admin.auth });
    expect(page.statusCode).toBe(200);
    const list = adminTrialListSchema.parse(page.json());
    expect(list.trials.map((row) => row._id)).toEqual([second.trial._id]);
    expect(list.trials[0]!.user.email).toBe(second.buyer.user.email);
    expect(list.pagination).toMatchObject({ current: 1, limit: 1, totalItems: 2, total: 2 });
    const next = adminTrialListSchema.parse(
      (await ctx.app.inject({ url: '/api/admin/trials?limit=1&page=2', headers: admin.auth })).json(),
    );
    expect(next.trials.map((row) => row._id)).toEqual([first.trial._id]);
    expect((await ctx.app.inject({ url: '/api/admin/trials' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/admin/trials', headers: first.buyer.auth })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/admin/trials/:id/extend', () => {
  it('moves the end, re-signs the file with it, lets the e-mails go again, and is audited', async () => {
    const { buyer, trial } = await newTrial();
    await ctx.app.db.update(trials).set({ reminderSentAt: new Date() }).where(eq(trials.id, trial._id));
    const response = await extend(admin.auth, trial._id, 7);
    expect(response.statusCode).toBe(200);
    const extended = adminTrialSchema.parse(response.json());
    expect(Date.parse(extended.endsAt) - Date.parse(trial.endsAt)).toBe(7 * DAY);
    const [row] = await ctx.app.db.select().from(trials).where(eq(trials.id, trial._id));
    expect(row!.reminderSentAt).toBeNull();

    const link = await ctx.app.inject({ url: `/api/trials/${trial._id}/file`, headers: buyer.auth });
    const file = await ctx.app.inject({ url: link.json().licenseUrl, headers: buyer.auth });
    const claims = await verifyLicence(file.body, ctx.app.licences.signer.publicKey);
    expect(claims).toMatchObject({ kind: 'trial', orderId: null, expiresAt: extended.endsAt });

    const [entry] = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `trial:${trial._id}`))
      .orderBy(desc(adminAuditLog.createdAt));
    expect(entry).toMatchObject({
      action: 'trial.extend',
      adminId: admin.user.id,
      before: { endsAt: trial.endsAt },
      after: { endsAt: extended.endsAt, days: 7 },
    });
  });

  it('extends an ended trial from now', async () => {
    const { trial } = await newTrial();
    await ctx.app.db
      .update(trials)
      .set({ endsAt: new Date(Date.now() - 5 * DAY) })
      .where(eq(trials.id, trial._id));
    const before = Date.now();
    const extended = (await extend(admin.auth, trial._id, 3)).json();
    expect(Date.parse(extended.endsAt)).toBeGreaterThanOrEqual(before + 3 * DAY - 1000);
    expect(extended.active).toBe(true);
  });

  it('refuses days out of 1..90 (400), an unknown trial (404, translated), a customer (403)', async () => {
    const { buyer, trial } = await newTrial();
    for (const days of [0, 91, 1.5, 'x'])
      expect((await extend(admin.auth, trial._id, days)).statusCode).toBe(400);
    const unknown = await extend(admin.auth, '0190a0a0-0000-7000-8000-000000000000', 5, 'fr');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'trial.notFound', message: 'Essai introuvable.' });
    expect((await extend(buyer.auth, trial._id, 5)).statusCode).toBe(403);
    expect((await extend({}, trial._id, 5)).statusCode).toBe(401);
  });
});
