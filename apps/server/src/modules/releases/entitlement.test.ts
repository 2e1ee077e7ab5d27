import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { insertOrder } from '../../../test/helpers/downloads';
import {
  type EntitlementWorld,
  entitlementWorld,
  ninjaTraderExport,
  publishedDaysAgo,
  publishRelease,
} from '../../../test/helpers/releases';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { products, users } from '../../lib/db/schema';
import { downloadsModule } from '../downloads';
import { filesModule } from '../files';
import { sellerIdentityModule } from '../seller-identity';
import { releasesModule } from '.';

/**
 * The release routes, the downloads of the files they publish and the route their links lead to (files), and the
 * seller's identity in the notices.
 */
const composed = [releasesModule, downloadsModule, filesModule, sellerIdentityModule];

let ctx: TestApp;
let setup: EntitlementWorld;
/** Published 200 days ago (inside every updates period), 100 days ago, and today. */
const files: Record<'old' | 'middle' | 'latest', string> = { old: '', middle: '', latest: '' };

beforeAll(async () => {
  ctx = await createModuleTestApp(composed, { MAIL_WORKER_ENABLED: 'false' });
  setup = await entitlementWorld(ctx);
  const { product } = setup;
  const ages = { old: 200, middle: 100, latest: 0 } as const;
  for (const [name, version] of [
    ['old', '1.0.0'],
    ['middle', '1.1.0'],
    ['latest', '1.2.0'],
  ] as const) {
    const answer = await publishRelease(ctx, setup.admin.auth, product!.id, await ninjaTraderExport(), {
      version,
    });
    files[name] = answer.json().file;
    await publishedDaysAgo(ctx, answer.json().id, ages[name]);
  }
});
afterAll(() => ctx.close());

const download = (file: string, auth: { authorization: string }) =>
  ctx.app.inject({
    url: `/api/download/${encodeURIComponent(file)}`,
    headers: { ...auth, 'accept-language': 'en' },
  });

type Buyer = keyof EntitlementWorld['buyers'];
const matrix: [Buyer, Record<keyof typeof files, number>][] = [
  ['lifetime', { old: 200, middle: 200, latest: 200 }],
  ['updatesRunning', { old: 200, middle: 200, latest: 200 }],
  ['updatesEnded', { old: 200, middle: 403, latest: 403 }],
  ['leaseActive', { old: 200, middle: 200, latest: 200 }],
  ['leaseEnded', { old: 403, middle: 403, latest: 403 }],
  ['refunded', { old: 403, middle: 403, latest: 403 }],
  ['stranger', { old: 403, middle: 403, latest: 403 }],
];

describe('GET /api/download/:file of a release: the entitlement matrix', () => {
  for (const [buyer, expected] of matrix) {
    it(`${buyer}: ${JSON.stringify(expected)}`, async () => {
      const got: Record<string, number> = {};
      for (const name of Object.keys(files) as (keyof typeof files)[]) {
        got[name] = (await download(files[name], setup.buyers[buyer].auth)).statusCode;
      }
      expect(got).toEqual(expected);
    });
  }

  it('tells a buyer whose updates ended why, and anyone else only that they did not buy it', async () => {
    expect((await download(files.latest, setup.buyers.updatesEnded.auth)).json().code).toBe(
      'releases.notEntitled',
    );
    expect((await download(files.latest, setup.buyers.leaseEnded.auth)).json().code).toBe(
      'download.notBuyer',
    );
  });

  it('lets an admin download every release, and the link serves the zip', async () => {
    const answer = await download(files.middle, setup.admin.auth);
    expect(answer.statusCode).toBe(200);
    const zip = await ctx.app.inject({ url: answer.json().downloadUrl, headers: setup.admin.auth });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-disposition']).toContain('_1.1.0_8.zip');
  });
});

describe('GET /api/users/releases', () => {
  it('shows the buyer whose updates ended the newest release they may have and what renewing would bring', async () => {
    const [entry] = (
      await ctx.app.inject({ url: '/api/users/releases', headers: setup.buyers.updatesEnded.auth })
    ).json();
    expect(entry.latestEntitled).toMatchObject({ version: '1.0.0', file: files.old });
    expect(entry.byRenewing.map((release: { version: string }) => release.version)).toEqual([
      '1.2.0',
      '1.1.0',
    ]);
  });

  it('shows the version last downloaded and an update badge until the newest is downloaded', async () => {
    const buyer = setup.buyers.lifetime;
    const list = async () =>
      (
        await ctx.app.inject({
          url: '/api/users/releases',
          headers: { ...buyer.auth, 'accept-language': 'fr' },
        })
      ).json();
    await download(files.old, buyer.auth);
    const before = (await list())[0];
    expect(before).toMatchObject({ installedVersion: '1.0.0', updateAvailable: true, byRenewing: [] });
    expect(before.latestEntitled).toMatchObject({ version: '1.2.0', changelog: '- Correctifs de la 1.2.0' });
    await download(files.latest, buyer.auth);
    expect((await list())[0]).toMatchObject({ installedVersion: '1.2.0', updateAvailable: false });
  });

  it('counts per release how many buyers downloaded it, for the back-office', async () => {
    const [product] = await ctx.app.db.select().from(products).where(eq(products.slug, 'vwap-premium'));
    await download(files.latest, setup.buyers.leaseActive.auth);
    await download(files.latest, setup.buyers.leaseActive.auth);
    const { releases } = (
      await ctx.app.inject({ url: `/api/admin/products/${product!.id}/releases`, headers: setup.admin.auth })
    ).json();
    const latest = releases.find((release: { version: string }) => release.version === '1.2.0');
    // The three entitled buyers of the matrix above, the lease holder counted once; refused links never count.
    expect(latest.downloaders).toBe(3);
    expect(releases.find((release: { version: string }) => release.version === '1.0.0').downloaders).toBe(4);
  });

  it('lists nothing for a buyer who holds no product with releases', async () => {
    expect(
      (await ctx.app.inject({ url: '/api/users/releases', headers: setup.buyers.stranger.auth })).json(),
    ).toEqual([]);
  });
});

describe('PUT /api/users/release-emails', () => {
  it('turns a buyer’s release e-mails off, which the notices then skip (notices.test.ts)', async () => {
    const buyer = await createUser(ctx.app);
    await insertOrder(ctx, buyer.user.id, [{ product: setup.product }], { paid: true });
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/release-emails',
      payload: { releaseEmails: false },
      headers: buyer.auth,
    });
    expect(off.json()).toEqual({ releaseEmails: false });
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(row!.releaseEmails).toBe(false);
  });
});
