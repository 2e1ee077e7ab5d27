import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstanceOn, openTestDatabase } from '../../../test/test-app';
import { products } from '../../lib/db/schema';
import { CatalogueCache, CoalescedRead } from './cache';
import { saveProduct } from './service';

/**
 * The catalogue answers come from a per-instance cache with ETags; a write to a product, through the
 * service on one instance or by hand in SQL, is served at once by every instance on the same database.
 */
let first: FastifyInstance;
let second: FastifyInstance;
let drop: () => Promise<void>;
const instances: Awaited<ReturnType<typeof createInstanceOn>>[] = [];

beforeAll(async () => {
  const database = await openTestDatabase();
  drop = database.drop;
  instances.push(await createInstanceOn(database.handle), await createInstanceOn(database.handle));
  [first, second] = instances.map((instance) => instance.app) as [FastifyInstance, FastifyInstance];
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await drop();
});

const productPrice = async (app: FastifyInstance, slug: string) =>
  (await app.inject({ method: 'GET', url: `/api/products/${slug}?lang=en` })).json().price as number;

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
    expect(free.json().every((product: { price: number }) => product.price === 0)).toBe(true);
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
    expect(await productPrice(first, 'vwap-premium')).toBe(row!.priceCents / 100);
    expect(await productPrice(second, 'vwap-premium')).toBe(row!.priceCents / 100);
    const before = await second.inject({ method: 'GET', url: '/api/products?lang=en' });

    await saveProduct(first.db, { id: row!.id, patch: { priceCents: row!.priceCents + 1234 } });

    const changed = (row!.priceCents + 1234) / 100;
    expect(await productPrice(first, 'vwap-premium')).toBe(changed);
    expect(await productPrice(second, 'vwap-premium')).toBe(changed);
    const after = await second.inject({
      method: 'GET',
      url: '/api/products?lang=en',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().find((product: { slug: string }) => product.slug === 'vwap-premium').price).toBe(
      changed,
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

describe('CoalescedRead', () => {
  it('gives callers arriving during a read the next read, shared, never one that started before them', async () => {
    let reads = 0;
    const releases: (() => void)[] = [];
    const coalesced = new CoalescedRead(async () => {
      reads += 1;
      const value = reads;
      await new Promise<void>((release) => releases.push(release));
      return value;
    });
    const first = coalesced.get();
    const [second, third] = [coalesced.get(), coalesced.get()];
    expect(reads).toBe(1);
    releases.shift()!();
    expect(await first).toBe(1);
    // The two that arrived while read 1 ran share read 2.
    await new Promise((tick) => setTimeout(tick, 0));
    expect(reads).toBe(2);
    releases.shift()!();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    const later = coalesced.get();
    expect(reads).toBe(3);
    releases.shift()!();
    expect(await later).toBe(3);
  });

  it('recovers after a failed read', async () => {
    let fail = true;
    const coalesced = new CoalescedRead(async () => {
      if (fail) throw new Error('database unavailable');
      return 42;
    });
    await expect(coalesced.get()).rejects.toThrow('database unavailable');
    fail = false;
    expect(await coalesced.get()).toBe(42);
  });
});

describe('CatalogueCache watching change notices', () => {
  /** A version row read through a counter, and a read the test may hold open. */
  const versionRow = () => {
    const row = { version: 1, reads: 0, hold: undefined as Promise<void> | undefined };
    const read = async () => {
      row.reads += 1;
      const version = row.version;
      await row.hold;
      return version;
    };
    return { row, read };
  };
  const build = (body: string) => async () => body;

  it('reads the version on every use until it watches, then once per notice', async () => {
    const { row, read } = versionRow();
    const cache = new CatalogueCache(read);
    await cache.answer('k', build('v1'));
    await cache.answer('k', build('v1'));
    expect(row.reads).toBe(2);

    cache.watchChanges();
    for (let use = 0; use < 5; use += 1) await cache.answer('k', build('v1'));
    expect(row.reads).toBe(3);

    row.version = 2;
    cache.versionChanged();
    expect((await cache.answer('k', build('v2')))?.body).toBe('v2');
    expect((await cache.answer('k', build('v3')))?.body).toBe('v2');
    expect(row.reads).toBe(4);
  });

  it('does not keep a version read that a notice overtook', async () => {
    const { row, read } = versionRow();
    const cache = new CatalogueCache(read);
    cache.watchChanges();
    let release!: () => void;
    row.hold = new Promise<void>((resolve) => (release = resolve));
    const inFlight = cache.answer('k', build('v1'));
    // The write commits (and notifies) while the read of the old version is on its way back.
    await Promise.resolve();
    row.version = 2;
    cache.versionChanged();
    release();
    expect((await inFlight)?.body).toBe('v1');
    row.hold = undefined;
    expect((await cache.answer('k', build('v2')))?.body).toBe('v2');
    expect(row.reads).toBe(2);
  });
});

describe('CatalogueCache reusing version reads for a window', () => {
  const setup = () => {
    const row = { version: 1, reads: 0 };
    let clock = 0;
    const cache = new CatalogueCache(
      async () => {
        row.reads += 1;
        return row.version;
      },
      500,
      () => clock,
    );
    cache.reuseReadsFor(100);
    return { row, cache, advance: (ms: number) => (clock += ms) };
  };
  const build = (body: string) => async () => body;
  const settle = () => new Promise((tick) => setTimeout(tick, 0));

  it('serves the uses of the window from one read, renews it in the second half, and reads after it', async () => {
    const { row, cache, advance } = setup();
    expect((await cache.answer('k', build('v1')))?.body).toBe('v1');
    advance(40);
    row.version = 2;
    // Within the first half: the read of version 1 still serves, nothing is read.
    expect((await cache.answer('k', build('v2')))?.body).toBe('v1');
    expect(row.reads).toBe(1);
    advance(30);
    // In the second half: still served from it, while a read runs in the background.
    expect((await cache.answer('k', build('v2')))?.body).toBe('v1');
    await settle();
    expect(row.reads).toBe(2);
    expect((await cache.answer('k', build('v2')))?.body).toBe('v2');
    advance(101);
    row.version = 3;
    // Past the window: this use waits for a read of its own.
    expect((await cache.answer('k', build('v3')))?.body).toBe('v3');
    expect(row.reads).toBe(3);
  });

  it('reads again at once after a change notice', async () => {
    const { row, cache, advance } = setup();
    await cache.answer('k', build('v1'));
    advance(1);
    row.version = 2;
    cache.versionChanged();
    expect((await cache.answer('k', build('v2')))?.body).toBe('v2');
    expect(row.reads).toBe(2);
  });

  it('reads on every use without a window', async () => {
    const row = { reads: 0 };
    const cache = new CatalogueCache(
      async () => ++row.reads,
      500,
      () => 0,
    );
    await cache.answer('k', build('a'));
    await cache.answer('k', build('b'));
    expect(row.reads).toBe(2);
  });
});
