import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type Catalogue, catalogue } from '../../../test/helpers/checkout';
import { adminSetStatus, buyerWithFreeOrder, HEX, requestLicence } from '../../../test/helpers/licences';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { licenceRequests } from '../../lib/db/schema';

let shop: Catalogue;
const apps: TestApp[] = [];
async function app(env: Record<string, string> = {}) {
  const ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false', ...env });
  apps.push(ctx);
  shop ??= await catalogue(ctx);
  return { ctx, admin: await createUser(ctx.app, { isAdmin: true }) };
}
afterAll(() => Promise.all(apps.map((ctx) => ctx.close())));

const statusOf = async (ctx: TestApp, id: string) =>
  (await ctx.app.db.select().from(licenceRequests).where(eq(licenceRequests.id, id)))[0]!.status;

describe('moving a licence to a new Machine ID', () => {
  let ctx: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    ({ ctx, admin } = await app());
  });

  it('is a new request pointing at the old licence, which becomes replaced once the move is approved', async () => {
    const { auth, orderId, product } = await buyerWithFreeOrder(ctx, shop);
    const body = { productId: product.id, orderId };
    const original = (await requestLicence(ctx, auth, { ...body, machineIdName: `${HEX(1)}-OldPC` })).json();
    const early = await requestLicence(ctx, auth, {
      ...body,
      machineIdName: `${HEX(2)}-NewPC`,
      replacesId: original._id,
    });
    expect(early.json().code).toBe('license.notMovable');
    await adminSetStatus(ctx, admin.auth, original._id, 'approved');

    const move = await requestLicence(ctx, auth, {
      ...body,
      machineIdName: `${HEX(2)}-NewPC`,
      replacesId: original._id,
    });
    expect(move.statusCode).toBe(201);
    expect(move.json()).toMatchObject({ status: 'pending', replacesId: original._id });
    expect(await statusOf(ctx, original._id)).toBe('approved');
    const second = await requestLicence(ctx, auth, {
      ...body,
      machineIdName: `${HEX(3)}-Other`,
      replacesId: original._id,
    });
    expect(second.json().code).toBe('license.movePending');

    await adminSetStatus(ctx, admin.auth, move.json()._id, 'approved');
    expect(await statusOf(ctx, original._id)).toBe('replaced');
    // A move is not an upgrade: the buyer's list labels it as a move (docs/rules/upgrades.md).
    const mine = await ctx.app.inject({ url: '/api/license/my-requests', headers: auth });
    const replaced = mine.json().find((row: { _id: string }) => row._id === original._id);
    expect(replaced).toMatchObject({ status: 'replaced', replacedByUpgradeTo: null });
    const stranger = await createUser(ctx.app);
    const foreign = await requestLicence(ctx, stranger.auth, {
      ...body,
      machineIdName: `${HEX(4)}-X1`,
      replacesId: move.json()._id,
    });
    expect(foreign.statusCode).toBe(404);
  });

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

describe('LICENSE_AUTO_APPROVE_MOVES=true', () => {
  it('approves and signs the move at once and replaces the old licence', async () => {
    const { ctx, admin } = await app({
      LICENSE_AUTO_APPROVE_MOVES: 'true',
      LICENSE_MOVE_COOLDOWN_HOURS: '1',
    });
    const { auth, orderId, product } = await buyerWithFreeOrder(ctx, shop);
    const body = { productId: product.id, orderId };
    const original = (await requestLicence(ctx, auth, { ...body, machineIdName: `${HEX(21)}-PC1` })).json();
    const plain = await requestLicence(ctx, auth, { ...body, machineIdName: `${HEX(29)}-PC9` });
    expect(plain.statusCode).toBe(409);
    await adminSetStatus(ctx, admin.auth, original._id, 'approved');
    const move = await requestLicence(ctx, auth, {
      ...body,
      machineIdName: `${HEX(22)}-PC2`,
      replacesId: original._id,
    });
    expect(move.json()).toMatchObject({ status: 'approved', licenseAvailable: true });
    expect(await statusOf(ctx, original._id)).toBe('replaced');
    expect(new Date(move.json().nextMoveAt).getTime() - new Date(move.json().createdAt).getTime()).toBe(
      3600_000,
    );
  });
});
