import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { catalogueWithZips, insertOrder } from '../../../test/helpers/downloads';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { startS3TestServer } from '../../lib/storage/s3-test-server';
import { filesModule } from '../files';
import { invoicesModule } from '../invoices';
import { downloadsModule } from '.';

/** The download routes, the signed file route their links lead to (files), and an invoice's link (invoices). */
const composed = [downloadsModule, filesModule, invoicesModule];

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let ctx: TestApp;

beforeAll(async () => {
  s3 = await startS3TestServer();
  ctx = await createModuleTestApp(composed, s3.env);
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

describe('downloads with S3 storage', () => {
  it('answers a buyer with a presigned bucket URL that serves the zip, and still refuses non-buyers', async () => {
    const shop = await catalogueWithZips(ctx, 30_000);
    const product = shop.paid[0]!;
    const buyer = await createUser(ctx.app);
    await insertOrder(ctx, buyer.user.id, [{ product }], { paid: true });
    const answer = await ctx.app.inject({
      url: `/api/download/${product.downloadFile}`,
      headers: buyer.auth,
    });
    expect(answer.statusCode).toBe(200);
    const { downloadUrl } = answer.json() as { downloadUrl: string };
    expect(downloadUrl.startsWith(`${s3.endpoint}/${s3.bucket}/indicators/`)).toBe(true);
    const file = await fetch(downloadUrl);
    expect(file.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await file.arrayBuffer()), shop.zips.get(product.id)!)).toBe(0);

    const stranger = await createUser(ctx.app);
    const refused = await ctx.app.inject({
      url: `/api/download/${product.downloadFile}`,
      headers: stranger.auth,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('still streams files behind the shop’s own signed links (invoices) from the bucket, with ranges', async () => {
    await ctx.app.storage.put('invoices/FA-2026-999999.pdf', Buffer.from('%PDF-1.4 a small invoice'));
    const url = ctx.app.signedUrls.createSignedUrl('invoices/FA-2026-999999.pdf', 300, 'invoice.pdf');
    const whole = await ctx.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.body).toBe('%PDF-1.4 a small invoice');
    const part = await ctx.app.inject({ url, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF-1.4');
  });
});
