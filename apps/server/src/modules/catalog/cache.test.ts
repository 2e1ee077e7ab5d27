import { type Money, money } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModuleInstanceOn } from '../../../test/module-app';
import { openTestDatabase } from '../../../test/test-app';
import { products } from '../../lib/db/schema';
import { catalogModule } from '.';
import { saveProduct } from './service';

/**
 * The catalogue answers come from a per-instance cache with ETags; a write to a product, through the
 * service on one instance or by hand in SQL, is served at once by every instance on the same database.
 */
let first: FastifyInstance;
let second: FastifyInstance;
let drop: () => Promise<void>;
const instances: Awaited<ReturnType<typeof createModuleInstanceOn>>[] = [];

beforeAll(async () => {
  const database = await openTestDatabase();
  drop = database.drop;
  instances.push(
    await createModuleInstanceOn(database.handle, [catalogModule]),
    await createModuleInstanceOn(database.handle, [catalogModule]),
  );
  [first, second] = instances.map((instance) => instance.app) as [FastifyInstance, FastifyInstance];
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await drop();
});

const productPrice = async (app: FastifyInstance, slug: string) =>
  (await app.inject({ method: 'GET', url: `/api/products/${slug}?lang=en` })).json().price.amount as number;

describe('catalogue cache', () => {
  it('answers with a strong ETag and 304 when the client holds it', async () => {
    const answer = await first.inject({ method: 'GET', url: '/api/products?lang=fr' });
    expect(answer.statusCode).toBe(200);
    const etag = answer.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(answer.headers['cache-control']).toBe('public, no-cache');
    expect(answer.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');

    const again = await first.inject({
      method: 'GET',
      url: '/api/products?lang=fr',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const weak = await first.inject({
      method: 'GET',
      url: '/api/products?lang=fr',
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    const stale = await first.inject({
      method: 'GET',
      url: '/api/products?lang=fr',
      headers: { 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(answer.json());
  });

  it('keeps one answer per language and query', async () => {
    const fr = await first.inject({ method: 'GET', url: '/api/products?lang=fr' });
    const en = await first.inject({ method: 'GET', url: '/api/products?lang=en' });
    const free = await first.inject({ method: 'GET', url: '/api/products?lang=en&free=true' });
    expect(fr.headers.etag).not.toBe(en.headers.etag);
    expect(free.json().length).toBeLessThan(en.json().length);
    expect(free.json().every((product: { price: Money }) => product.price.amount === 0)).toBe(true);
    const byHeader = await first.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'accept-language': 'en-GB' },
    });
    expect(byHeader.headers.etag).toBe(en.headers.etag);
  });

  it('serves a price change through the service at once, on this instance and on another', async () => {
    const [row] = await first.db.select().from(products).where(eq(products.slug, 'vwap-premium'));
    // Both instances have the old answer cached.
    expect(await productPrice(first, 'vwap-premium')).toBe(row!.priceCents);
    expect(await productPrice(second, 'vwap-premium')).toBe(row!.priceCents);
    const before = await second.inject({ method: 'GET', url: '/api/products?lang=en' });

    await saveProduct(first.db, { id: row!.id, patch: { priceCents: row!.priceCents + 1234 } });

    const changed = row!.priceCents + 1234;
    expect(await productPrice(first, 'vwap-premium')).toBe(changed);
    expect(await productPrice(second, 'vwap-premium')).toBe(changed);
    const after = await second.inject({
      method: 'GET',
      url: '/api/products?lang=en',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().find((product: { slug: string }) => product.slug === 'vwap-premium').price).toEqual(
      money(changed, 'eur'),
    );
  });

  it('serves a write made by hand in SQL at once', async () => {
    await productPrice(second, 'vwap-lite');
    await first.db.execute(sql`update products set name_en = 'VWAP Lite (renamed)' where slug = 'vwap-lite'`);
    const answer = await second.inject({ method: 'GET', url: '/api/products/vwap-lite?lang=en' });
    expect(answer.json().name).toBe('VWAP Lite (renamed)');
  });

  it('still redirects legacy slugs and refuses unknown products', async () => {
    const url = '/api/products/no-such-product';
    const missing = await first.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('productNotFound');
    const again = await first.inject({ method: 'GET', url, headers: { 'accept-language': 'fr' } });
    expect(again.json().message).not.toBe(missing.json().message);
    const moved = await first.inject({ method: 'GET', url: '/api/products/vwap-avance?lang=en' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/api/products/vwap-premium?lang=en');
  });
});
