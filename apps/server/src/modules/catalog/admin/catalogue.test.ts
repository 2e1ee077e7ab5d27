import { adminProductSchema, money } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/fixtures';
import { buildZip, ninjaTraderExport, renameEntry } from '../../../../test/helpers/releases';
import { createModuleTestApp } from '../../../../test/module-app';
import type { TestApp } from '../../../../test/test-app';
import { products } from '../../../lib/db/schema';
import { buildPlaceholderZip } from '../../../seed/placeholder-zip';
import { auditModule } from '../../audit';
import { catalogModule } from '..';

let ctx: TestApp;
let admin: { authorization: string };
let customer: { authorization: string };

beforeAll(async () => {
  ctx = await createModuleTestApp([catalogModule, auditModule], { MAIL_WORKER_ENABLED: 'false' });
  admin = (await createUser(ctx.app, { isAdmin: true })).auth;
  customer = (await createUser(ctx.app)).auth;
});
afterAll(() => ctx.close());

const details = (name: string) => ({
  translations: {
    fr: { name, description: 'Un indicateur de flux.', features: ['Delta', 'Carnet'] },
    en: { name: `${name} EN`, description: 'An order-flow indicator.', features: ['Delta', 'Book'] },
  },
  category: 'analyse' as const,
  compatibility: 'NinjaTrader 8.1',
  countInStock: 25,
});
const eur = (amount: number) => money(amount, 'eur');
const send = (method: 'POST' | 'PUT', url: string, payload: object, headers = admin, language = 'fr') =>
  ctx.app.inject({ method, url, payload, headers: { ...headers, 'accept-language': language } });
const upload = (method: 'POST' | 'PUT', url: string, body: Buffer, type: string, headers = admin) =>
  ctx.app.inject({ method, url, payload: body, headers: { ...headers, 'content-type': type } });
const rowOf = async (id: string) => (await ctx.app.db.select().from(products).where(eq(products.id, id)))[0]!;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

describe('POST /api/admin/products', () => {
  it('creates a product in both languages, shown on the storefront', async () => {
    const response = await send('POST', '/api/admin/products', {
      ...details('Order Flow Pro'),
      price: eur(5990),
    });
    expect(response.statusCode).toBe(201);
    const product = adminProductSchema.parse(response.json());
    expect(product).toMatchObject({
      slug: 'order-flow-pro',
      name: 'Order Flow Pro',
      price: eur(5990),
      countInStock: 25,
    });
    expect(product.translations.en).toEqual(details('Order Flow Pro').translations.en);
    const storefront = await ctx.app.inject({ method: 'GET', url: '/api/products/order-flow-pro?lang=en' });
    expect(storefront.json().name).toBe('Order Flow Pro EN');
    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?target=product:${product._id}`,
      headers: admin,
    });
    expect(audit.json().entries[0]).toMatchObject({ action: 'product.create', before: null });
    expect(audit.json().entries[0].after).toMatchObject({ slug: 'order-flow-pro', priceCents: 5990 });
  });

  it('gives unique slugs: a known name maps to its slug, then gets a number', async () => {
    const first = await send('POST', '/api/admin/products', {
      ...details('Order Flow Pro'),
      price: eur(100),
    });
    expect(first.json().slug).toBe('order-flow-pro-2');
    const known = await send('POST', '/api/admin/products', { ...details('VWAP Avancé'), price: eur(100) });
    expect(known.json().slug).toBe('vwap-premium-2');
  });

  it('answers translated validation errors and writes nothing', async () => {
    const count = (await ctx.app.db.select().from(products)).length;
    const blank = details(' ');
    const response = await send('POST', '/api/admin/products', { ...blank, price: eur(1000) }, admin, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'adminCatalog.nameRequired',
      message: 'The name is required.',
    });
    const badCategory = await send('POST', '/api/admin/products', {
      ...details('X'),
      category: 'crypto',
      price: eur(100),
    });
    expect(badCategory.statusCode).toBe(400);
    const noPrice = await send('POST', '/api/admin/products', details('X'));
    expect(noPrice.statusCode).toBe(400);
    expect((await ctx.app.db.select().from(products)).length).toBe(count);
  });
});

describe('PUT /api/admin/products/:id', () => {
  it('edits texts, category, compatibility and stock cap without touching the price', async () => {
    const [row] = await ctx.app.db.select().from(products).where(eq(products.slug, 'trading-sessions'));
    const response = await send('PUT', `/api/admin/products/${row!.id}`, details('Sessions de trading'));
    expect(response.statusCode).toBe(200);
    const after = await rowOf(row!.id);
    expect(after).toMatchObject({
      nameFr: 'Sessions de trading',
      nameEn: 'Sessions de trading EN',
      featuresFr: ['Delta', 'Carnet'],
      category: 'analyse',
      compatibility: 'NinjaTrader 8.1',
      countInStock: 25,
      priceCents: row!.priceCents,
      slug: 'trading-sessions',
    });
  });

  it('404 for an unknown product, 400 for images it does not have', async () => {
    const unknown = await send(
      'PUT',
      '/api/admin/products/0192f0c8-0000-7000-8000-000000000000',
      details('X'),
    );
    expect(unknown.statusCode).toBe(404);
    const [row] = await ctx.app.db.select().from(products).where(eq(products.slug, 'vwap-lite'));
    const foreign = await send('PUT', `/api/admin/products/${row!.id}`, {
      ...details('X'),
      images: ['https://evil.example/x.png'],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('adminCatalog.imageUnknown');
    expect((await rowOf(row!.id)).nameFr).toBe(row!.nameFr);
  });
});

describe('POST /api/admin/products/:id/images', () => {
  it('stores a picture, adds it to the product and serves it publicly; an edit can put it first', async () => {
    const [row] = await ctx.app.db.select().from(products).where(eq(products.slug, 'risk-reward'));
    const response = await upload('POST', `/api/admin/products/${row!.id}/images`, PNG, 'image/png');
    expect(response.statusCode).toBe(201);
    const images = adminProductSchema.parse(response.json()).images;
    expect(images).toHaveLength(row!.images.length + 1);
    const added = images.at(-1)!;
    expect(added).toMatch(new RegExp(`^/api/catalog/images/${row!.id}/[0-9a-f-]{36}\\.png$`));
    const served = await ctx.app.inject({ method: 'GET', url: added });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const reordered = await send('PUT', `/api/admin/products/${row!.id}`, {
      ...details('Risque/Rendement'),
      images: [added],
    });
    expect(reordered.json().image).toBe(added);
  });

  it('refuses another type, bytes that do not match, an oversized picture and an unknown product', async () => {
    const [row] = await ctx.app.db.select().from(products).where(eq(products.slug, 'vwap-lite'));
    const url = `/api/admin/products/${row!.id}/images`;
    const svg = await upload('POST', url, Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    const fake = await upload('POST', url, Buffer.from('not a png at all'), 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().code).toBe('adminCatalog.imageContentInvalid');
    const big = await upload('POST', url, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('payloadTooLarge');
    const unknown = await upload(
      'POST',
      '/api/admin/products/0192f0c8-0000-7000-8000-000000000000/images',
      PNG,
      'image/png',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await rowOf(row!.id)).images).toEqual(row!.images);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/catalog/images/${row!.id}/0192f0c8-0000-7000-8000-000000000000.png`,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('PUT /api/admin/products/:id/zip', () => {
  it('stores a new version under a new key and keeps the old file for links already signed', async () => {
    const [row] = await ctx.app.db.select().from(products).where(eq(products.slug, 'vwap-premium'));
    const zip = await buildPlaceholderZip('VWAP Premium v2', 'vwap-premium');
    const response = await upload('PUT', `/api/admin/products/${row!.id}/zip`, zip, 'application/zip');
    expect(response.statusCode).toBe(200);
    const downloadLink = adminProductSchema.parse(response.json()).downloadLink;
    expect(downloadLink).toMatch(/^vwap-premium-\d{14}-[0-9a-f]{6}\.zip$/);
    expect(downloadLink).not.toBe(row!.downloadFile);
    expect((await rowOf(row!.id)).downloadFile).toBe(downloadLink);
    expect((await ctx.app.storage.get(`indicators/${downloadLink}`))?.equals(zip)).toBe(true);
    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?target=product:${row!.id}`,
      headers: admin,
    });
    expect(audit.json().entries[0]).toMatchObject({
      action: 'product.replaceZip',
      before: { downloadFile: row!.downloadFile },
      after: { downloadFile: downloadLink },
    });

    const next = await buildPlaceholderZip('VWAP Premium v3', 'vwap-premium');
    const again = await upload('PUT', `/api/admin/products/${row!.id}/zip`, next, 'application/zip');
    const nextLink = again.json().downloadLink;
    expect(nextLink).not.toBe(downloadLink);
    expect((await ctx.app.storage.get(`indicators/${nextLink}`))?.equals(next)).toBe(true);
    expect((await ctx.app.storage.get(`indicators/${downloadLink}`))?.equals(zip)).toBe(true);
  });

  it('refuses something that is not a zip and leaves the product as it was', async () => {
    const [row] = await ctx.app.db.select().from(products).where(eq(products.slug, 'vwap-lite'));
    const url = `/api/admin/products/${row!.id}/zip`;
    const json = await send('PUT', url, { zip: 'x' }, admin, 'en');
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({
      code: 'adminCatalog.zipTypeInvalid',
      message: 'Send a ZIP archive.',
    });
    const text = await upload(
      'PUT',
      url,
      Buffer.from('hello, this is certainly not a zip archive'),
      'application/zip',
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('adminCatalog.zipContentInvalid');
    expect((await rowOf(row!.id)).downloadFile).toBe(row!.downloadFile);
  });
});

describe('PUT /api/admin/products/:id/zip, checked as a release zip', () => {
  it('refuses an entry that escapes its folder, a zip without the NinjaTrader 8 layout, and source in a protected product', async () => {
    const [row] = await ctx.app.db.select().from(products).where(eq(products.slug, 'vwap-lite'));
    const url = `/api/admin/products/${row!.id}/zip`;
    const slip = renameEntry(
      await ninjaTraderExport([{ name: 'xx/evil.dll', content: 'x' }]),
      'xx/evil.dll',
      '../evil.dll',
    );
    const escaping = await upload('PUT', url, slip, 'application/zip');
    expect(escaping.statusCode).toBe(400);
    expect(escaping.json().code).toBe('releases.zip.unsafePath');
    const bare = await upload(
      'PUT',
      url,
      await buildZip([{ name: 'readme.txt', content: 'hi' }]),
      'application/zip',
    );
    expect(bare.json().code).toBe('releases.zip.layout');
    await ctx.app.db.update(products).set({ isProtected: true }).where(eq(products.id, row!.id));
    try {
      const source = await upload('PUT', url, await ninjaTraderExport(), 'application/zip');
      expect(source.json().code).toBe('releases.zip.sourceInProtected');
      const compiled = await upload(
        'PUT',
        url,
        await ninjaTraderExport([], { source: false }),
        'application/zip',
      );
      expect(compiled.statusCode).toBe(200);
    } finally {
      await ctx.app.db.update(products).set({ isProtected: false }).where(eq(products.id, row!.id));
    }
  });
});

describe('permissions', () => {
  const id = '0192f0c8-0000-7000-8000-000000000000';
  it.each([
    ['POST', '/api/admin/products'],
    ['PUT', `/api/admin/products/${id}`],
    ['POST', `/api/admin/products/${id}/images`],
    ['PUT', `/api/admin/products/${id}/zip`],
  ] as const)('%s %s: 401 signed out, 403 for a customer', async (method, url) => {
    expect((await send(method, url, details('X'), {} as typeof admin)).statusCode).toBe(401);
    expect((await send(method, url, details('X'), customer)).statusCode).toBe(403);
  });

  it('a customer cannot upload a zip even with a valid archive', async () => {
    const zip = await buildPlaceholderZip('x', 'x');
    const response = await upload('PUT', `/api/admin/products/${id}/zip`, zip, 'application/zip', customer);
    expect(response.statusCode).toBe(403);
  });
});
