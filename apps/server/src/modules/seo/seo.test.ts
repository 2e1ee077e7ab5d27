import { Readable } from 'node:stream';
import { parseSitemap } from 'sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModulePagesTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { products } from '../../lib/db/schema';
import { privatePagePaths, publicPagePaths } from './sitemap';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createModulePagesTestApp([], { PUBLIC_URL: 'https://shop.example' });
});
afterAll(() => testApp.close());

describe('search engines', () => {
  it('robots.txt keeps accounts, cart, checkout and the back-office out and names the sitemap', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    for (const path of ['/admin', '/profile', '/cart', '/checkout']) {
      expect(answer.body).toContain(`Disallow: ${path}\n`);
    }
    expect(answer.body).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(answer.body).not.toMatch(/Disallow: \/product/);
  });

  it("answers /favicon.ico with the shop's SVG icon, for pages that name none", async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('/favicon.svg');
  });

  it('the sitemap parses as XML and lists every public page and product in both languages', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const items = await parseSitemap(Readable.from([answer.body]));
    const urls = items.map((item) => item.url);

    const rows = await testApp.app.db.select().from(products);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      for (const lang of ['fr', 'en']) {
        const url = `https://shop.example/product/${row.slug}?lang=${lang}`;
        expect(urls).toContain(url);
        const item = items.find((entry) => entry.url === url)!;
        expect(new Date(item.lastmod!).getTime()).toBe(row.updatedAt.getTime());
      }
    }
    for (const path of publicPagePaths) {
      expect(urls).toContain(`https://shop.example${path}?lang=fr`);
      expect(urls).toContain(`https://shop.example${path}?lang=en`);
    }
    expect(urls).toHaveLength((rows.length + publicPagePaths.length) * 2);
    for (const path of privatePagePaths) {
      expect(urls.some((url) => new URL(url).pathname.startsWith(path))).toBe(false);
    }
  });

  it('each sitemap entry names its French, English and default alternates', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const items = await parseSitemap(Readable.from([answer.body]));
    const entry = items.find((item) => item.url === 'https://shop.example/indicators?lang=en')!;
    expect(entry.links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ lang: 'fr', url: 'https://shop.example/indicators?lang=fr' }),
        expect.objectContaining({ lang: 'en', url: 'https://shop.example/indicators?lang=en' }),
        expect.objectContaining({ lang: 'x-default', url: 'https://shop.example/indicators' }),
      ]),
    );
  });
});
