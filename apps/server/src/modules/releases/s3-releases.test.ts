import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { insertOrder } from '../../../test/helpers/downloads';
import { ninjaTraderExport, publishRelease } from '../../../test/helpers/releases';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { products } from '../../lib/db/schema';
import { startS3TestServer } from '../../lib/storage/s3-test-server';
import { deleteSupersededIndicatorFiles, downloadsModule } from '../downloads';
import { sellerIdentityModule } from '../seller-identity';
import { releasesModule } from '.';

/** The release routes, the downloads of the files they publish, and the seller's identity in the notices. */
const composed = [releasesModule, downloadsModule, sellerIdentityModule];

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let ctx: TestApp;

beforeAll(async () => {
  s3 = await startS3TestServer();
  ctx = await createModuleTestApp(composed, { ...s3.env, MAIL_WORKER_ENABLED: 'false', RELEASES_KEPT: '1' });
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

describe('releases on S3 storage', () => {
  it('stores an upload in the bucket, hands buyers a presigned link to it, and sweeps a dropped release', async () => {
    const admin = await createUser(ctx.app, { isAdmin: true });
    const [product] = await ctx.app.db.select().from(products).where(eq(products.slug, 'vwap-premium'));
    const buyer = await createUser(ctx.app);
    await insertOrder(ctx, buyer.user.id, [{ product: product! }], { paid: true });

    const zip = await ninjaTraderExport();
    const first = await publishRelease(ctx, admin.auth, product!.id, zip, { version: '5.0.0' });
    expect(first.statusCode).toBe(201);
    const link = await ctx.app.inject({
      url: `/api/download/${encodeURIComponent(first.json().file)}`,
      headers: buyer.auth,
    });
    expect(link.statusCode).toBe(200);
    const { downloadUrl } = link.json() as { downloadUrl: string };
    expect(downloadUrl.startsWith(`${s3.endpoint}/${s3.bucket}/indicators/`)).toBe(true);
    const file = await fetch(downloadUrl);
    expect(file.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await file.arrayBuffer()), zip)).toBe(0);

    // RELEASES_KEPT=1: the next publication drops 5.0.0, whose zip leaves the bucket once its links are dead.
    const second = await publishRelease(ctx, admin.auth, product!.id, await ninjaTraderExport(), {
      version: '5.1.0',
    });
    expect(second.statusCode).toBe(201);
    const later = new Date(Date.now() + 6 * 60_000);
    expect(await deleteSupersededIndicatorFiles(ctx.app.db, ctx.app.storage, later)).toContain(
      `indicators/${first.json().file}`,
    );
    expect(await ctx.app.storage.exists(`indicators/${second.json().file}`)).toBe(true);
  });
});
