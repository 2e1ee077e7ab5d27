import { RELEASE_ZIP_MAX_BYTES } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import {
  buildZip,
  declareUncompressedSize,
  ninjaTraderExport,
  publishRelease,
  renameEntry,
} from '../../../test/helpers/releases';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { productReleases, products } from '../../lib/db/schema';
import { indicatorKey } from '../../lib/storage/storage';
import { deleteSupersededIndicatorFiles } from '../downloads';
import { sellerIdentityModule } from '../seller-identity';
import { releasesModule } from '.';

let ctx: TestApp;
let admin: { authorization: string };
let product: typeof products.$inferSelect;

beforeAll(async () => {
  ctx = await createModuleTestApp([releasesModule, sellerIdentityModule], {
    MAIL_WORKER_ENABLED: 'false',
    RELEASES_KEPT: '3',
  });
  admin = (await createUser(ctx.app, { isAdmin: true })).auth;
  product = (await ctx.app.db.select().from(products).limit(1))[0]!;
});
afterAll(() => ctx.close());

const upload = (zip: Buffer, language = 'en', productId = product.id, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/releases/upload?version=1.0.0`,
    payload: zip,
    headers: { ...admin, 'content-type': 'application/zip', 'accept-language': language, ...headers },
  });

describe('POST /api/admin/products/:id/releases/upload', () => {
  it('stores a NinjaTrader 8 export under a new name that carries _8.zip', async () => {
    const zip = await ninjaTraderExport();
    const answer = await upload(zip);
    expect(answer.statusCode).toBe(201);
    const { file, sizeBytes } = answer.json();
    expect(file).toMatch(new RegExp(`^[0-9a-f-]{36}/${product.slug}_1\\.0\\.0_8\\.zip$`));
    expect(sizeBytes).toBe(zip.length);
    expect(Buffer.compare((await ctx.app.storage.get(indicatorKey(file)))!, zip)).toBe(0);
  });

  it('takes a compiled export without Info.xml (the assembly at its root) and workspaces', async () => {
    const zip = await buildZip([
      { name: 'OrderFlowPro.dll', content: Buffer.alloc(100, 1) },
      { name: 'workspaces/Futures.xml', content: '<Workspace/>' },
    ]);
    expect((await upload(zip)).statusCode).toBe(201);
  });

  const refusals: [string, () => Promise<Buffer>, string, number][] = [
    [
      'not a zip',
      async () => Buffer.from('MZ this is an executable, not a zip archive at all'),
      'notZip',
      400,
    ],
    [
      'an entry that climbs out of its folder (zip slip)',
      async () =>
        renameEntry(
          await ninjaTraderExport([{ name: 'xx/evil.dll', content: 'x' }]),
          'xx/evil.dll',
          '../evil.dll',
        ),
      'unsafePath',
      400,
    ],
    [
      'an absolute path',
      async () =>
        renameEntry(
          await ninjaTraderExport([{ name: 'xetc/passwd', content: 'x' }]),
          'xetc/passwd',
          '/etc/passwd',
        ),
      'unsafePath',
      400,
    ],
    [
      'a backslash path',
      async () =>
        renameEntry(
          await ninjaTraderExport([{ name: 'aa/evil.dll', content: 'x' }]),
          'aa/evil.dll',
          '..\\evil.dll',
        ),
      'unsafePath',
      400,
    ],
    [
      'a zip bomb (1,000:1 ratio)',
      async () => ninjaTraderExport([{ name: 'zeros.bin', content: Buffer.alloc(20 * 1024 * 1024) }]),
      'bomb',
      400,
    ],
    [
      'a bomb that declares small sizes',
      async () =>
        declareUncompressedSize(
          await ninjaTraderExport([{ name: 'zeros.bin', content: Buffer.alloc(2 * 1024 * 1024) }]),
          1000,
        ),
      'bomb',
      400,
    ],
    [
      'no Info.xml nor assembly at the root',
      async () => buildZip([{ name: 'Indicators/OrderFlowPro.cs', content: 'class X {}' }]),
      'layout',
      400,
    ],
  ];
  for (const [what, build, reason, status] of refusals) {
    it(`refuses ${what} with releases.zip.${reason}, in French and in English`, async () => {
      const zip = await build();
      const en = await upload(zip, 'en');
      expect(en.statusCode).toBe(status);
      expect(en.json().code).toBe(`releases.zip.${reason}`);
      const fr = await upload(zip, 'fr');
      expect(fr.json().code).toBe(`releases.zip.${reason}`);
      expect(fr.json().message).not.toBe(en.json().message);
    });
  }

  it('refuses .cs source in a product marked protected, and takes the compiled export', async () => {
    await ctx.app.db.update(products).set({ isProtected: true }).where(eq(products.id, product.id));
    try {
      const answer = await upload(await ninjaTraderExport());
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'releases.zip.sourceInProtected' });
      expect(answer.json().message).toContain('.cs');
      expect((await upload(await ninjaTraderExport([], { source: false }))).statusCode).toBe(201);
    } finally {
      await ctx.app.db.update(products).set({ isProtected: false }).where(eq(products.id, product.id));
    }
  });

  it('refuses a zip over the size limit with its own message, before reading it', async () => {
    const answer = await upload(Buffer.alloc(RELEASE_ZIP_MAX_BYTES + 1, 0x50), 'fr');
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ code: 'releases.zip.tooLarge' });
    expect(answer.json().message).toContain('50 Mo');
  });

  it('refuses another content type', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/releases/upload?version=1.0.0`,
      payload: { zip: 'no' },
      headers: admin,
    });
    expect(answer.statusCode).toBe(415);
  });
});

describe('POST /api/admin/products/:id/releases', () => {
  it('publishes: the newest release is what new buyers get, and only the last RELEASES_KEPT stay', async () => {
    const [target] = await ctx.app.db.select().from(products).where(eq(products.slug, product.slug));
    for (const version of ['2.0.0', '2.1.0', '2.2.0', '2.3.0']) {
      const answer = await publishRelease(ctx, admin, target!.id, await ninjaTraderExport(), { version });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json()).toMatchObject({ version, minPlatformVersion: '8.1.2.1', downloaders: 0 });
      const [row] = await ctx.app.db.select().from(products).where(eq(products.id, target!.id));
      expect(row!.downloadFile).toBe(answer.json().file);
    }
    const list = await ctx.app.inject({ url: `/api/admin/products/${target!.id}/releases`, headers: admin });
    expect(list.json().releases.map((release: { version: string }) => release.version)).toEqual([
      '2.3.0',
      '2.2.0',
      '2.1.0',
    ]);
    // The dropped release's zip goes with the sweep once no link to it can be live.
    const kept = new Set(list.json().releases.map((release: { file: string }) => indicatorKey(release.file)));
    const swept = await deleteSupersededIndicatorFiles(
      ctx.app.db,
      ctx.app.storage,
      new Date(Date.now() + 6 * 60_000),
    );
    expect(swept.some((key) => kept.has(key))).toBe(false);
    expect(swept.some((key) => key.endsWith(`_2.0.0_8.zip`))).toBe(true);
  });

  it('publishing a version again replaces its zip and keeps its date', async () => {
    const first = await publishRelease(ctx, admin, product.id, await ninjaTraderExport(), {
      version: '3.0.0',
    });
    const again = await publishRelease(ctx, admin, product.id, await ninjaTraderExport(), {
      version: '3.0.0',
      changelogEn: 'Fixed build',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().publishedAt).toBe(first.json().publishedAt);
    expect(again.json().file).not.toBe(first.json().file);
    expect(again.json().changelogEn).toBe('Fixed build');
  });

  it('refuses a file uploaded for another product or version, and bad versions, with translated messages', async () => {
    const uploaded = (await upload(await ninjaTraderExport())).json().file as string;
    const publish = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/products/${product.id}/releases`,
        payload: { minPlatformVersion: '8.1', changelogFr: 'a', changelogEn: 'b', ...payload },
        headers: { ...admin, 'accept-language': 'fr' },
      });
    const wrongVersion = await publish({ version: '9.9.9', file: uploaded });
    expect(wrongVersion.statusCode).toBe(400);
    expect(wrongVersion.json().code).toBe('releases.fileUnknown');
    const [other] = await ctx.app.db.select().from(products).where(eq(products.slug, 'vwap-premium'));
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/products/${other!.id}/releases`,
      payload: {
        version: '1.0.0',
        minPlatformVersion: '8.1',
        changelogFr: 'a',
        changelogEn: 'b',
        file: uploaded,
      },
      headers: admin,
    });
    expect(elsewhere.json().code).toBe('releases.fileUnknown');
    const badVersion = await publish({ version: 'latest', file: uploaded });
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json().code).toBe('releases.versionInvalid');
    const badPlatform = await publish({ version: '1.0.0', minPlatformVersion: '7.0', file: uploaded });
    expect(badPlatform.json().code).toBe('releases.platformVersionInvalid');
    expect(
      await ctx.app.db.select().from(productReleases).where(eq(productReleases.version, '1.0.0')),
    ).toEqual([]);
  });
});
