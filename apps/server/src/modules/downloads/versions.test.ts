import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { catalogueWithZips, insertOrder } from '../../../test/helpers/downloads';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { products } from '../../lib/db/schema';
import { indicatorKey, indicatorVersionFile } from '../../lib/storage/storage';
import { filesModule } from '../files';
import { downloadsModule } from '.';
import { deleteSupersededIndicatorFiles } from './service';

/** The download routes and the signed file route their links lead to (files). */
const composed = [downloadsModule, filesModule];

let ctx: TestApp;
let shop: Awaited<ReturnType<typeof catalogueWithZips>>;

beforeAll(async () => {
  ctx = await createModuleTestApp(composed);
  shop = await catalogueWithZips(ctx, 1024);
});
afterAll(() => ctx.close());

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('a replaced zip', () => {
  it('keeps links signed for the old version working, and the next link serves the new version', async () => {
    const product = shop.paid[0]!;
    const buyer = await createUser(ctx.app);
    await insertOrder(ctx, buyer.user.id, [{ product }], { paid: true });
    const oldUrl = (
      await ctx.app.inject({ url: `/api/download/${product.downloadFile}`, headers: buyer.auth })
    ).json().downloadUrl as string;

    // What an admin upload does: a new key, then the product points to it.
    const newFile = indicatorVersionFile('0198a0b0-0000-7000-8000-000000000001', product.downloadFile);
    const newZip = Buffer.from('new version of the zip');
    await ctx.app.storage.put(indicatorKey(newFile), newZip);
    await ctx.app.db.update(products).set({ downloadFile: newFile }).where(eq(products.id, product.id));

    const old = await ctx.app.inject({ url: oldUrl, headers: buyer.auth });
    expect(old.statusCode).toBe(200);
    expect(Buffer.compare(old.rawPayload, shop.zips.get(product.id)!)).toBe(0);

    const newAnswer = await ctx.app.inject({
      url: `/api/download/${encodeURIComponent(newFile)}`,
      headers: buyer.auth,
    });
    expect(newAnswer.statusCode).toBe(200);
    const fresh = await ctx.app.inject({ url: newAnswer.json().downloadUrl, headers: buyer.auth });
    expect(fresh.rawPayload.toString()).toBe('new version of the zip');
    expect(fresh.headers['content-disposition']).toBe(`attachment; filename=${product.downloadFile}`);
    // The old name no longer names a product: no new links to it.
    expect(
      (await ctx.app.inject({ url: `/api/download/${product.downloadFile}`, headers: buyer.auth }))
        .statusCode,
    ).toBe(404);

    // Swept only once no link to it can still be live; current zips are never swept.
    expect(await deleteSupersededIndicatorFiles(ctx.app.db, ctx.app.storage, minutesFromNow(1))).toEqual([]);
    expect(await deleteSupersededIndicatorFiles(ctx.app.db, ctx.app.storage, minutesFromNow(6))).toEqual([
      indicatorKey(product.downloadFile),
    ]);
    expect(await ctx.app.storage.exists(indicatorKey(product.downloadFile))).toBe(false);
    expect(await ctx.app.storage.exists(indicatorKey(newFile))).toBe(true);
    expect(await ctx.app.storage.exists(indicatorKey(shop.paid[1]!.downloadFile))).toBe(true);
  });

  it('keeps a fresh upload that no product points to yet', async () => {
    const pending = indicatorKey(indicatorVersionFile('0198a0b0-0000-7000-8000-000000000002', 'Next.zip'));
    await ctx.app.storage.put(pending, Buffer.from('uploading'));
    expect(await deleteSupersededIndicatorFiles(ctx.app.db, ctx.app.storage)).not.toContain(pending);
    expect(await ctx.app.storage.exists(pending)).toBe(true);
  });
});
