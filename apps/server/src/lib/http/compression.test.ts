import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModulePagesTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { healthModule } from '../../modules/health';

/**
 * Bytes on the wire: API JSON above 1 KB compressed on the fly for clients that ask; the web build's
 * assets served from their build-time .br/.gz copies by content negotiation; plain for everyone else.
 */
let testApp: TestApp;
let dist: string;
const script = `console.log(${JSON.stringify('indicator '.repeat(400))});`;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'shop-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dist, 'assets', 'app-1234.js'), script);
  // Marked copies, so the test sees which file was served rather than a compression made on the fly.
  await writeFile(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(`${script}//br`));
  await writeFile(join(dist, 'assets', 'app-1234.js.gz'), gzipSync(`${script}//gz`));
  testApp = await createModulePagesTestApp([healthModule], {
    WEB_DIST_DIR: dist,
  });
});
afterAll(async () => {
  await testApp.close();
  await rm(dist, { recursive: true, force: true });
});

describe('compression', () => {
  it('compresses catalogue JSON with brotli or gzip for clients that ask, and not for others', async () => {
    const { app } = testApp;
    const plain = await app.inject({ method: 'GET', url: '/api/products?lang=en' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await app.inject({
      method: 'GET',
      url: '/api/products?lang=en',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await app.inject({
      method: 'GET',
      url: '/api/products?lang=en',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends the cached catalogue answers from their kept compressed copy, varying on Accept-Encoding', async () => {
    const { app } = testApp;
    const fetchBr = () =>
      app.inject({
        method: 'GET',
        url: '/api/products?lang=en&sort=price_desc',
        headers: { 'accept-encoding': 'br' },
      });
    const [first, second] = [await fetchBr(), await fetchBr()];
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('VWAP Premium');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);

    const refused = await app.inject({
      method: 'GET',
      url: '/api/products?lang=en',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
    expect(refused.json().length).toBeGreaterThan(0);
  });

  it('sends a product answer compressed from its kept copy, the same bytes again on the cached path', async () => {
    const { app } = testApp;
    const url = '/api/products/vwap-premium?lang=en';
    const plain = await app.inject({ method: 'GET', url });
    const fetchGzip = () => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    const [first, second] = [await fetchGzip(), await fetchGzip()];
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(first.rawPayload).toString())).toEqual(plain.json());
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(plain.headers.etag);
  });

  it('leaves answers under 1 KB alone', async () => {
    const health = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('serves the build-time copies of the web assets, immutable, by content negotiation', async () => {
    const { app } = testApp;
    const url = '/assets/app-1234.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${script}//br`);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(`${script}//gz`);

    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
