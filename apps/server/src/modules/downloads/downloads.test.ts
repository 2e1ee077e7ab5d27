import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import {
  catalogueWithZips,
  insertOrder,
  type ProductRow,
  setOrderPaid,
  signerAt,
} from '../../../test/helpers/downloads';
import { unmarkOrder } from '../../../test/helpers/order-lifecycle';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { downloadLog } from '../../lib/db/schema';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { orderLifecycleModule } from '../order-lifecycle';
import { downloadsModule } from '.';

/**
 * The download routes, the signed file route (files), and the admin's unmark that ends a buyer's access (the
 * order lifecycle, which reports to the leases).
 */
const composed = [downloadsModule, filesModule, orderLifecycleModule, leasesModule];

let ctx: TestApp;
let shop: Awaited<ReturnType<typeof catalogueWithZips>>;
let product: ProductRow;
let zip: Buffer;

beforeAll(async () => {
  ctx = await createModuleTestApp(composed);
  shop = await catalogueWithZips(ctx, 100_000);
  product = shop.paid[0]!;
  zip = shop.zips.get(product.id)!;
});
afterAll(() => ctx.close());

const askLink = (file: string, headers: Record<string, string> = {}, language = 'fr') =>
  ctx.app.inject({
    url: `/api/download/${encodeURIComponent(file)}`,
    headers: { ...headers, 'accept-language': language },
  });

async function linkFor(auth: Record<string, string>, file = product.downloadFile): Promise<string> {
  const answer = await askLink(file, auth);
  expect(answer.statusCode).toBe(200);
  return answer.json().downloadUrl as string;
}

async function buyerOf(items: ProductRow[], paid = true) {
  const user = await createUser(ctx.app);
  const order = await insertOrder(
    ctx,
    user.user.id,
    items.map((item) => ({ product: item })),
    { paid },
  );
  return { ...user, order };
}

describe('GET /api/download/:file: who gets a link', () => {
  it('answers 401 signed out, in the caller language', async () => {
    const answer = await askLink(product.downloadFile, {}, 'en');
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('unauthorized');
  });

  it('answers 403 with its text to a user who never bought the product', async () => {
    const stranger = await buyerOf([shop.paid[1]!]);
    const fr = await askLink(product.downloadFile, stranger.auth, 'fr');
    expect(fr.statusCode).toBe(403);
    expect(fr.json()).toEqual({
      code: 'download.notBuyer',
      message: "Vous n'avez pas les droits pour télécharger ce produit",
    });
    const en = await askLink(product.downloadFile, stranger.auth, 'en');
    expect(en.json().message).toBe('You do not have the rights to download this product');
  });

  it('answers 403 to the buyer of a pending order, 200 once it is paid, 403 again once an admin unmarked it', async () => {
    const buyer = await buyerOf([product], false);
    expect((await askLink(product.downloadFile, buyer.auth)).statusCode).toBe(403);
    await setOrderPaid(ctx, buyer.order.id, true);
    expect((await askLink(product.downloadFile, buyer.auth)).statusCode).toBe(200);
    await unmarkOrder(ctx.app, buyer.order.id);
    expect((await askLink(product.downloadFile, buyer.auth)).json().code).toBe('download.notBuyer');
  });

  it('gives a buyer of a paid order and an admin who never bought it a link', async () => {
    const buyer = await buyerOf([product]);
    expect(await linkFor(buyer.auth)).toMatch(/^\/api\/files\/download\?key=indicators%2F/);
    const admin = await createUser(ctx.app, { isAdmin: true });
    expect(await linkFor(admin.auth)).toContain(`uid=${admin.user.id}`);
  });

  it('answers 404 for an unknown file and for a product whose zip is missing from storage', async () => {
    const buyer = await buyerOf([product]);
    const unknown = await askLink('NoSuchIndicator.zip', buyer.auth, 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'download.fileNotFound',
      message: 'File not found on the server',
    });
    await ctx.app.storage.delete(`indicators/${shop.paid[2]!.downloadFile}`);
    const owner = await buyerOf([shop.paid[2]!]);
    expect((await askLink(shop.paid[2]!.downloadFile, owner.auth)).json().code).toBe('download.fileNotFound');
  });

  it('refuses path-traversal names before any lookup', async () => {
    const buyer = await buyerOf([product]);
    for (const name of ['../secrets/jwt-secret', '..', 'a/../../b.zip', 'a\\b.zip', '/etc/passwd']) {
      const answer = await askLink(name, buyer.auth);
      expect(answer.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, name).toBeLessThan(500);
      expect(answer.json().downloadUrl, name).toBeUndefined();
    }
    const raw = await ctx.app.inject({
      url: '/api/download/..%2F..%2Fsecrets%2Fjwt-secret',
      headers: buyer.auth,
    });
    expect(raw.statusCode).toBe(400);
  });

  it('logs every link handed out with user, product, order, time and IP', async () => {
    const buyer = await buyerOf([product]);
    const before = Date.now();
    await ctx.app.inject({
      url: `/api/download/${product.downloadFile}`,
      headers: buyer.auth,
      remoteAddress: '203.0.113.7',
    });
    const rows = await ctx.app.db.select().from(downloadLog).where(eq(downloadLog.userId, buyer.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      productId: product.id,
      orderId: buyer.order.id,
      fileName: product.downloadFile,
      storageKey: `indicators/${product.downloadFile}`,
      ip: '203.0.113.7',
    });
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('GET /api/files/download: the signed link', () => {
  it('streams the whole zip with Content-Length and Content-Disposition to its user', async () => {
    const buyer = await buyerOf([product]);
    const file = await ctx.app.inject({ url: await linkFor(buyer.auth), headers: buyer.auth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-length']).toBe(String(zip.length));
    expect(file.headers['content-disposition']).toBe(`attachment; filename=${product.downloadFile}`);
    expect(file.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.compare(file.rawPayload, zip)).toBe(0);
  });

  it('resumes with a Range request and refuses a range past the end', async () => {
    const buyer = await buyerOf([product]);
    const url = await linkFor(buyer.auth);
    const first = await ctx.app.inject({ url, headers: { ...buyer.auth, range: 'bytes=0-39999' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-39999/${zip.length}`);
    const rest = await ctx.app.inject({ url, headers: { ...buyer.auth, range: 'bytes=40000-' } });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-length']).toBe(String(zip.length - 40000));
    expect(Buffer.compare(Buffer.concat([first.rawPayload, rest.rawPayload]), zip)).toBe(0);
    const beyond = await ctx.app.inject({ url, headers: { ...buyer.auth, range: `bytes=${zip.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${zip.length}`);
  });

  it("refuses the link signed out (401) and to another user (404, as another's resource), even an admin", async () => {
    const buyer = await buyerOf([product]);
    const url = await linkFor(buyer.auth);
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    const other = await createUser(ctx.app, { isAdmin: true });
    const foreign = await ctx.app.inject({ url, headers: { ...other.auth, 'accept-language': 'en' } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('files.linkForeign');
  });

  it('refuses a tampered link: signature, key, user or name changed, or the user binding removed', async () => {
    const buyer = await buyerOf([product]);
    const other = await createUser(ctx.app);
    const url = new URL(await linkFor(buyer.auth), 'http://shop.test');
    const tampered = (edit: (params: URLSearchParams) => void) => {
      const copy = new URL(url);
      edit(copy.searchParams);
      return `${copy.pathname}${copy.search}`;
    };
    const attempts = [
      tampered((p) => p.set('sig', `${p.get('sig')!.slice(0, -2)}AA`)),
      tampered((p) => p.set('key', `indicators/${shop.paid[1]!.downloadFile}`)),
      tampered((p) => p.set('name', 'renamed.zip')),
      tampered((p) => p.set('exp', String(Number(p.get('exp')) + 3600))),
    ];
    for (const attempt of attempts) {
      const answer = await ctx.app.inject({ url: attempt, headers: buyer.auth });
      expect(answer.statusCode, attempt).toBe(403);
      expect(answer.json().code).toBe('files.linkInvalid');
    }
    const rebound = tampered((p) => p.set('uid', other.user.id));
    expect((await ctx.app.inject({ url: rebound, headers: other.auth })).json().code).toBe(
      'files.linkInvalid',
    );
    const unbound = tampered((p) => p.delete('uid'));
    expect((await ctx.app.inject({ url: unbound })).json().code).toBe('files.linkInvalid');
  });

  it('refuses an expired link', async () => {
    const buyer = await buyerOf([product]);
    const sixMinutesAgo = signerAt(ctx, () => Date.now() - 6 * 60_000);
    const url = sixMinutesAgo.createSignedUrl(
      `indicators/${product.downloadFile}`,
      300,
      'x.zip',
      buyer.user.id,
    );
    const answer = await ctx.app.inject({ url, headers: buyer.auth });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('files.linkInvalid');
  });

  it('refuses a correctly signed link whose key leaves the storage folder', async () => {
    const buyer = await buyerOf([product]);
    const signer = signerAt(ctx, () => Date.now());
    for (const key of ['../secrets/jwt-secret', 'indicators/../../secrets/jwt-secret', '/etc/passwd']) {
      const url = signer.createSignedUrl(key, 300, 'x.zip', buyer.user.id);
      const answer = await ctx.app.inject({ url, headers: buyer.auth });
      expect(answer.statusCode, key).toBe(400);
      expect(answer.json().code).toBe('files.badKey');
    }
  });
});
