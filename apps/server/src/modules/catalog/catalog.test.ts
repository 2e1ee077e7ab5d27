import { productListSchema, productSchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { healthModule } from '../health';
import { catalogModule } from '.';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createModuleTestApp([catalogModule, healthModule]);
});
afterAll(() => ctx.close());

const get = (url: string, language = 'fr') =>
  ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

describe('GET /api/products', () => {
  it('lists the eight seeded indicators and the seeded bundle in the contract shape', async () => {
    const response = await get('/api/products');
    expect(response.statusCode).toBe(200);
    const products = productListSchema.parse(response.json());
    expect(products).toHaveLength(9);
    expect(products.filter((p) => p.price.amount === 0).length).toBeGreaterThanOrEqual(2);
  });

  it('answers in the language of Accept-Language, its texts once (no other language attached)', async () => {
    const [fr] = productListSchema.parse((await get('/api/products?sort=name_asc', 'fr')).json());
    const en = productListSchema.parse((await get('/api/products?sort=name_asc', 'en-GB,en;q=0.9')).json());
    const sameInEnglish = en.find((p) => p._id === fr!._id)!;
    expect(sameInEnglish.description).not.toBe(fr!.description);
    const raw = (await get(`/api/products/${fr!.slug}`, 'fr')).json();
    expect(raw).not.toHaveProperty('translations');
    expect(JSON.stringify(raw)).not.toContain(sameInEnglish.description);
  });

  it('filters by category', async () => {
    const products = productListSchema.parse((await get('/api/products?category=volume')).json());
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.category === 'volume')).toBe(true);
  });

  it('filters free products', async () => {
    const products = productListSchema.parse((await get('/api/products?free=true')).json());
    expect(products.length).toBeGreaterThanOrEqual(2);
    expect(products.every((p) => p.price.amount === 0)).toBe(true);
  });

  it('sorts by price both ways and by name', async () => {
    const ascending = productListSchema
      .parse((await get('/api/products?sort=price_asc')).json())
      .map((p) => p.price.amount);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = productListSchema
      .parse((await get('/api/products?sort=price_desc')).json())
      .map((p) => p.price.amount);
    expect(descending).toEqual([...ascending].reverse());
    const names = productListSchema
      .parse((await get('/api/products?sort=name_desc', 'en')).json())
      .map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
  });

  it('searches names and descriptions case-insensitively, treating % and _ literally', async () => {
    const products = productListSchema.parse((await get('/api/products?search=VWAP')).json());
    expect(products.map((p) => p.slug).sort()).toEqual(['vwap-lite', 'vwap-premium']);
    const none = productListSchema.parse((await get('/api/products?search=%25%25')).json());
    expect(none).toEqual([]);
  });

  it('refuses unknown or malformed query parameters with a translated 400', async () => {
    const badCategory = await get('/api/products?category=crypto', 'en');
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json()).toMatchObject({
      code: 'validation',
      message: 'Category: Value not allowed.',
    });
    expect(badCategory.json().details[0]).toMatchObject({
      path: 'querystring.category',
      message: 'Category: Value not allowed.',
    });

    const unknown = await get('/api/products?color=red', 'fr');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Champ inconnu : color.');

    const badSort = await get('/api/products?sort=random');
    expect(badSort.statusCode).toBe(400);
  });
});

describe('GET /api/products/:id', () => {
  it('finds a product by id and by slug', async () => {
    const list = productListSchema.parse((await get('/api/products')).json());
    const target = list.find((p) => p.slug === 'vwap-premium')!;
    const byId = productSchema.parse((await get(`/api/products/${target._id}`)).json());
    const bySlug = productSchema.parse((await get('/api/products/vwap-premium')).json());
    expect(byId).toEqual(target);
    expect(bySlug._id).toBe(target._id);
  });

  it('sends each price as a Money with its currency, and a null dollar price when not sold in dollars', async () => {
    const premium = (await get('/api/products/volume-profile-premium')).json();
    expect(premium.price).toEqual({ amount: 14900, currency: 'eur' });
    expect(premium.usdPrice).toEqual({ amount: 15900, currency: 'usd' });
    const leased = (await get('/api/products/asian-session-levels')).json();
    expect(leased.monthlyPrice).toMatchObject({ currency: 'eur' });
    expect(leased.usdMonthlyPrice).toEqual({ amount: 1000, currency: 'usd' });
    const bundle = (await get('/api/products/pack-sessions')).json();
    expect(bundle.price).toEqual({ amount: 13900, currency: 'eur' });
    expect(bundle.usdPrice).toBeNull();
    const free = productSchema.parse((await get('/api/products/vwap-lite')).json());
    expect(free.price).toEqual({ amount: 0, currency: 'eur' });
  });

  it('redirects legacy slugs permanently to their new product', async () => {
    const response = await get('/api/products/volume-profile');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/api/products/volume-profile-premium');
    const vwap = await get('/api/products/vwap-avance?lang=en');
    expect(vwap.headers.location).toBe('/api/products/vwap-premium?lang=en');
  });

  it('answers 404 with a translated message for an unknown product, by slug or by id', async () => {
    const bySlug = await get('/api/products/does-not-exist', 'en');
    expect(bySlug.statusCode).toBe(404);
    expect(bySlug.json()).toEqual({ code: 'productNotFound', message: 'Product not found.' });
    const byId = await get('/api/products/0190a8a0-0000-7000-8000-000000000000', 'fr');
    expect(byId.statusCode).toBe(404);
    expect(byId.json().message).toBe('Produit introuvable.');
  });

  it('refuses ids with characters outside letters, digits, underscore and hyphen', async () => {
    const response = await get(`/api/products/${encodeURIComponent("x' or 1=1")}`);
    expect(response.statusCode).toBe(400);
  });
});

describe('API plumbing', () => {
  it('answers JSON 404 for unknown /api paths', async () => {
    const response = await get('/api/nope', 'en');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'routeNotFound', message: 'This API address does not exist.' });
  });

  it('reports health with a database check', async () => {
    const response = await get('/api/health');
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('publishes an OpenAPI 3.1 document describing the catalogue routes', async () => {
    const response = await get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/products', '/api/products/{id}', '/api/health']),
    );
    expect(document.paths['/api/products'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['category', 'sort', 'search']),
    );
    const docs = await get('/api/docs/');
    expect(docs.statusCode).toBe(200);
  });

  it('sends security headers with a CSP', async () => {
    const response = await get('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
