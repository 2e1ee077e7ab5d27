import {
  adminProductListSchema,
  adminProductSchema,
  adminProductStatsSchema,
  bulkPriceResultSchema,
  priceHistorySchema,
  productSchema,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/fixtures';
import { createModuleTestApp } from '../../../../test/module-app';
import type { TestApp } from '../../../../test/test-app';
import { orders, products } from '../../../lib/db/schema';
import { auditModule } from '../../audit';
import { catalogModule } from '..';

let ctx: TestApp;
let admin: { authorization: string };
let adminName: string;
let customer: { authorization: string; userId: string };
let bySlug: Map<string, typeof products.$inferSelect>;

beforeAll(async () => {
  ctx = await createModuleTestApp([catalogModule, auditModule], { MAIL_WORKER_ENABLED: 'false' });
  const created = await createUser(ctx.app, { isAdmin: true, name: 'Alice Admin' });
  admin = created.auth;
  adminName = created.user.name;
  const buyer = await createUser(ctx.app);
  customer = { ...buyer.auth, userId: buyer.user.id };
  bySlug = new Map((await ctx.app.db.select().from(products)).map((row) => [row.slug, row]));
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT', url: string, body?: unknown, headers = admin, language = 'fr') =>
  ctx.app.inject({
    method,
    url,
    payload: body as object,
    headers: { ...headers, 'accept-language': language },
  });
const priceOf = async (id: string) =>
  (await ctx.app.db.select().from(products).where(eq(products.id, id)))[0]!.priceCents;
const idOf = (slug: string) => bySlug.get(slug)!.id;
const eur = (amount: number) => ({ amount, currency: 'eur' });

describe('GET /api/admin/products', () => {
  it('lists 50 a page by default with categories and pagination', async () => {
    const response = await call('GET', '/api/admin/products');
    expect(response.statusCode).toBe(200);
    const list = adminProductListSchema.parse(response.json());
    expect(list.products).toHaveLength(9);
    expect(list.categories).toEqual(['volume', 'niveaux', 'analyse']);
    expect(list.pagination).toEqual({ current: 1, total: 1, totalItems: 9, limit: 50 });
  });

  it('searches, filters by category and sorts by price', async () => {
    const search = adminProductListSchema.parse(
      (await call('GET', '/api/admin/products?search=vwap')).json(),
    );
    expect(search.products.map((p) => p.slug).sort()).toEqual(['vwap-lite', 'vwap-premium']);
    const volume = adminProductListSchema.parse(
      (await call('GET', '/api/admin/products?category=volume&sort=price_desc')).json(),
    );
    expect(volume.products.length).toBeGreaterThan(0);
    expect(volume.products.every((p) => p.category === 'volume')).toBe(true);
    const prices = volume.products.map((p) => p.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('pages with limit, and a page past the last is empty with correct totals', async () => {
    const second = adminProductListSchema.parse(
      (await call('GET', '/api/admin/products?limit=3&page=2')).json(),
    );
    expect(second.products).toHaveLength(3);
    expect(second.pagination).toEqual({ current: 2, total: 3, totalItems: 9, limit: 3 });
    const past = adminProductListSchema.parse(
      (await call('GET', '/api/admin/products?limit=3&page=9')).json(),
    );
    expect(past.products).toEqual([]);
    expect(past.pagination.totalItems).toBe(9);
  });

  it('refuses a bad query with a translated 400', async () => {
    const response = await call('GET', '/api/admin/products?page=0', undefined, admin, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation',
      message: 'Page: Value too short or too small (minimum 1).',
    });
  });
});

describe('GET /api/admin/products/stats', () => {
  it('counts paid orders with an amount as sales and averages the basket', async () => {
    const before = adminProductStatsSchema.parse((await call('GET', '/api/admin/products/stats')).json());
    expect(before.totalProducts).toBe(9);
    await ctx.app.db.insert(orders).values([
      { userId: customer.userId, totalCents: 4900, status: 'paid', isPaid: true },
      { userId: customer.userId, totalCents: 10000, status: 'paid', isPaid: true },
      { userId: customer.userId, totalCents: 0, status: 'paid', isPaid: true, isFree: true },
      { userId: customer.userId, totalCents: 99900, status: 'pending' },
    ]);
    const after = adminProductStatsSchema.parse((await call('GET', '/api/admin/products/stats')).json());
    expect(after.totalSales - before.totalSales).toBe(2);
    expect(after.totalRevenue[0]!.amount - before.totalRevenue[0]!.amount).toBe(14900);
    const euroSales = before.totalSales + 2;
    expect(after.averageBasket[0]).toEqual({
      amount: Math.round(after.totalRevenue[0]!.amount / euroSales),
      currency: 'eur',
    });
  });

  it('gives revenue and basket per currency, never adding dollars to euros', async () => {
    const before = adminProductStatsSchema.parse((await call('GET', '/api/admin/products/stats')).json());
    expect(before.totalRevenue.map((total) => total.currency)).toEqual(['eur']);
    await ctx.app.db.insert(orders).values([
      { userId: customer.userId, totalCents: 4050, currency: 'usd', status: 'paid', isPaid: true },
      { userId: customer.userId, totalCents: 5950, currency: 'usd', status: 'paid', isPaid: true },
      { userId: customer.userId, totalCents: 0, currency: 'usd', status: 'paid', isPaid: true, isFree: true },
    ]);
    const after = adminProductStatsSchema.parse((await call('GET', '/api/admin/products/stats')).json());
    expect(after.totalRevenue).toEqual([before.totalRevenue[0], { amount: 10000, currency: 'usd' }]);
    expect(after.averageBasket).toEqual([before.averageBasket[0], { amount: 5000, currency: 'usd' }]);
    expect(after.totalSales - before.totalSales).toBe(2);
  });
});

describe('PUT /api/admin/products/:id/price', () => {
  it('changes the price, answers the product and records who, old, new and why', async () => {
    const id = idOf('trading-sessions');
    const old = await priceOf(id);
    const response = await call('PUT', `/api/admin/products/${id}/price`, {
      price: eur(12345),
      reason: 'Salon',
    });
    expect(response.statusCode).toBe(200);
    expect(adminProductSchema.parse(response.json()).price).toEqual(eur(12345));
    expect(await priceOf(id)).toBe(12345);
    const history = priceHistorySchema.parse(
      (await call('GET', `/api/admin/products/${id}/price-history`)).json(),
    );
    expect(history.history[0]).toMatchObject({
      productId: id,
      currency: 'eur',
      oldPrice: eur(old),
      newPrice: eur(12345),
      reason: 'Salon',
      changedBy: { name: adminName },
    });
    const audit = await call('GET', `/api/admin/audit-log?target=product:${id}`);
    expect(audit.json().entries[0]).toMatchObject({
      action: 'product.price',
      before: { priceCents: old },
      after: { priceCents: 12345, reason: 'Salon' },
    });
  });

  it('shows the new price on the storefront', async () => {
    const id = idOf('risk-reward');
    await call('PUT', `/api/admin/products/${id}/price`, { price: eur(750) });
    const product = productSchema.parse((await call('GET', `/api/products/${id}`)).json());
    expect(product.price).toEqual(eur(750));
  });

  it('refuses a bare number, a negative price, a fraction of a cent, dollars, an unknown or malformed id', async () => {
    const id = idOf('vwap-lite');
    const old = await priceOf(id);
    const refused: [unknown, string][] = [
      [10, 'body.price'],
      [eur(-100), 'body.price.amount'],
      [eur(1000.5), 'body.price.amount'],
      [{ amount: 1000, currency: 'usd' }, 'body.price.currency'],
      [{ amount: 1000, currency: 'gbp' }, 'body.price.currency'],
    ];
    for (const [price, path] of refused) {
      const response = await call('PUT', `/api/admin/products/${id}/price`, { price });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].path).toBe(path);
    }
    expect(await priceOf(id)).toBe(old);
    const unknown = await call('PUT', `/api/admin/products/0192f0c8-0000-7000-8000-000000000000/price`, {
      price: eur(100),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'productNotFound', message: 'Produit introuvable.' });
    expect((await call('PUT', '/api/admin/products/not-a-uuid/price', { price: eur(100) })).statusCode).toBe(
      400,
    );
  });
});

describe('PUT /api/admin/products/bulk-price-update and bulk-price', () => {
  it('applies every line in one go and answers each result', async () => {
    const updates = [
      { productId: idOf('vwap-premium'), price: eur(8910), reason: 'Mise à jour groupée' },
      { productId: idOf('volume-profile-premium'), price: eur(10499), reason: 'Mise à jour groupée' },
    ];
    const response = await call('PUT', '/api/admin/products/bulk-price-update', { updates }, admin, 'en');
    expect(response.statusCode).toBe(200);
    const { results } = bulkPriceResultSchema.parse(response.json());
    expect(results).toEqual([
      {
        productId: updates[0]!.productId,
        productName: bySlug.get('vwap-premium')!.nameEn,
        newPrice: eur(8910),
      },
      {
        productId: updates[1]!.productId,
        productName: bySlug.get('volume-profile-premium')!.nameEn,
        newPrice: eur(10499),
      },
    ]);
    expect(await priceOf(updates[0]!.productId)).toBe(8910);
    expect(await priceOf(updates[1]!.productId)).toBe(10499);
    const audit = await call('GET', `/api/admin/audit-log?target=product:${updates[1]!.productId}`);
    expect(audit.json().entries[0]).toMatchObject({
      action: 'product.bulkPrice',
      before: { priceCents: bySlug.get('volume-profile-premium')!.priceCents },
      after: { priceCents: 10499, reason: 'Mise à jour groupée' },
    });
  });

  it('changes nothing when one line names an unknown product, and says which line', async () => {
    const good = idOf('asian-session-levels');
    const old = await priceOf(good);
    const ghost = '0192f0c8-0000-7000-8000-00000000beef';
    const response = await call(
      'PUT',
      '/api/admin/products/bulk-price',
      {
        updates: [
          { productId: good, price: eur(old + 1000) },
          { productId: ghost, price: eur(500) },
        ],
      },
      admin,
      'en',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'adminCatalog.bulkProductNotFound',
      message: `Line 2: product ${ghost} does not exist. No price was changed.`,
    });
    expect(await priceOf(good)).toBe(old);
    const history = priceHistorySchema.parse(
      (await call('GET', `/api/admin/products/${good}/price-history`)).json(),
    );
    expect(history.history).toEqual([]);
    const audit = await call('GET', `/api/admin/audit-log?target=product:${good}`);
    expect(audit.json().entries).toEqual([]);
  });

  it('changes nothing when one line has a bad price or repeats a product', async () => {
    const first = idOf('enhanced-session-levels');
    const second = idOf('volume-profile-lite');
    const old = [await priceOf(first), await priceOf(second)];
    const negative = await call('PUT', '/api/admin/products/bulk-price', {
      updates: [
        { productId: first, price: eur(1200) },
        { productId: second, price: eur(-300) },
      ],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().details[0].path).toBe('body.updates.1.price.amount');
    const repeated = await call('PUT', '/api/admin/products/bulk-price', {
      updates: [
        { productId: first, price: eur(1200) },
        { productId: second, price: eur(300) },
        { productId: first, price: eur(400) },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().code).toBe('adminCatalog.bulkDuplicateProduct');
    expect(repeated.json().message).toContain('Ligne 3');
    expect([await priceOf(first), await priceOf(second)]).toEqual(old);
  });

  it('refuses an empty list', async () => {
    const response = await call('PUT', '/api/admin/products/bulk-price', { updates: [] });
    expect(response.statusCode).toBe(400);
  });
});

describe('permissions', () => {
  const id = '0192f0c8-0000-7000-8000-000000000000';
  const routes: ['GET' | 'PUT', string, unknown?][] = [
    ['GET', '/api/admin/products'],
    ['GET', '/api/admin/products/stats'],
    ['PUT', `/api/admin/products/${id}/price`, { price: eur(100) }],
    ['PUT', '/api/admin/products/bulk-price-update', { updates: [{ productId: id, price: eur(100) }] }],
    ['PUT', '/api/admin/products/bulk-price', { updates: [{ productId: id, price: eur(100) }] }],
    ['GET', `/api/admin/products/${id}/price-history`],
  ];

  it.each(routes)('%s %s: 401 signed out, 403 for a customer', async (method, url, body) => {
    const anonymous = await call(method, url, body, {} as typeof admin);
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await call(method, url, body, customer);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('forbidden');
  });

  it('history of an unknown product is a 404', async () => {
    expect((await call('GET', `/api/admin/products/${id}/price-history`)).statusCode).toBe(404);
  });
});
