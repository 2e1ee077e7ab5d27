import { intlLocale, type Language } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  renderedBody as body,
  createModuleStorefrontApp,
  type StorefrontTestApp,
  serverState,
} from '../../../test/helpers/storefront';
import { createModulePagesInstanceOn } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { products } from '../../lib/db/schema';
import { saveProduct } from '../catalog';

let shop: StorefrontTestApp;
let testApp: TestApp;
beforeAll(async () => {
  shop = await createModuleStorefrontApp([]);
  testApp = shop.testApp;
}, 120_000);
afterAll(() => shop?.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });
const price = (euros: number, language: Language) =>
  new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'EUR' }).format(euros);
/** The text of the element carrying `data-testid="${testId}"`, wherever the attribute stands in its tag. */
const testIdText = (html: string, testId: string) =>
  html.match(new RegExp(`<(\\w+)\\b[^>]*\\bdata-testid="${testId}"[^>]*>([^<]*)</\\1>`))?.[2];

async function productRow(slug: string) {
  const [row] = await testApp.app.db.select().from(products).where(eq(products.slug, slug));
  return row!;
}

describe('server-rendered storefront', () => {
  it.each([
    ['fr', 'nameFr', 'descriptionFr'],
    ['en', 'nameEn', 'descriptionEn'],
  ] as const)(
    'a product page in %s holds name, price, texts, JSON-LD and hreflang',
    async (language, name, text) => {
      const row = await productRow('vwap-premium');
      const answer = await page(`/product/vwap-premium?lang=${language}`);
      expect(answer.statusCode).toBe(200);
      const html = answer.body;
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
      expect(body(html)).toContain(
        `<h1 class="mt-2 text-3xl font-bold text-white sm:text-4xl">${row[name]}</h1>`,
      );
      expect(testIdText(body(html), 'product-price')).toBe(price(row.priceCents / 100, language));
      expect(body(html)).toContain(row[text]);
      // The long Markdown description, rendered: its file is in the page's language.
      expect(body(html)).toContain('data-testid="long-description"');
      expect(html).toContain('<script type="application/ld+json">');
      expect(html).toContain(
        `<link rel="alternate" hreflang="${language}" href="https://shop.example/product/vwap-premium?lang=${language}">`,
      );
      expect(html).toContain('hreflang="x-default"');
      // One title; the product image (the page's largest paint) preloaded from <head>, ahead of the others.
      expect(html.match(/<title>/g)).toHaveLength(1);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<link rel="preload" as="image" href="${row.images[0]}" fetchpriority="high">`);
      // The browser starts from what the server rendered with, as data (the CSP runs no inline script).
      const state = serverState(html);
      expect(state.language).toBe(language);
      // Under the key the page's hooks read in that language, with the texts of that language only.
      const product = state.queries.queries.find(
        (query: { queryKey: unknown[] }) => query.queryKey[0] === 'product',
      );
      expect(product.queryKey).toEqual(['product', 'vwap-premium', language]);
      expect(product.state.data.name).toBe(row[name]);
      expect(product.state.data).not.toHaveProperty('translations');
      expect(html).not.toMatch(/<script(?![^>]*type="application\/(ld\+)?json")(?![^>]*src=)[^>]*>/);
    },
  );

  it('the home page lists the products', async () => {
    const html = body((await page('/?lang=en')).body);
    const names = (await testApp.app.db.select().from(products)).map((row) => row.nameEn);
    expect(names.filter((name) => html.includes(name)).length).toBeGreaterThanOrEqual(3);
  });

  it('the catalogue page follows its filters, each cached on its own', async () => {
    const volume = body((await page('/indicators?category=volume&lang=en')).body);
    const all = body((await page('/indicators?lang=en')).body);
    const rows = await testApp.app.db.select().from(products);
    const other = rows.find((row) => row.category !== 'volume')!;
    expect(all).toContain(other.nameEn);
    expect(volume).not.toContain(other.nameEn);
  });

  it("the catalogue's first card image (a phone's largest paint) loads at once and first; the others lazily", async () => {
    const html = (await page('/indicators?lang=en')).body;
    const images = [...body(html).matchAll(/<img src="(\/images\/products\/[^"]+)"[^>]*>/g)];
    expect(images.length).toBeGreaterThan(1);
    const [[first, firstSrc], ...rest] = images as [RegExpExecArray, ...RegExpExecArray[]];
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
    for (const [other] of rest) expect(other).toContain('loading="lazy"');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="image" href="${firstSrc}" fetchpriority="high">`);
  });

  it('chooses the language from ?lang=, then the cookie, then Accept-Language', async () => {
    const lang = async (url: string, headers: Record<string, string>) =>
      (await page(url, headers)).body.match(/<html[^>]* lang="([^"]+)"/)?.[1];
    expect(await lang('/indicators', { cookie: 'theme=dark; lang=en', 'accept-language': 'fr-FR' })).toBe(
      'en',
    );
    expect(await lang('/indicators', { cookie: 'lang=fr', 'accept-language': 'en-US' })).toBe('fr');
    expect(await lang('/indicators?lang=en', { cookie: 'lang=fr' })).toBe('en');
    expect(await lang('/indicators', { cookie: 'lang=de', 'accept-language': 'en-US' })).toBe('en');
    expect(await lang('/indicators', {})).toBe('fr');
    const answer = await page('/indicators', { cookie: 'lang=en' });
    expect(answer.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
    expect(body(answer.body)).toContain('Our indicators');
  });

  it('shows a price change at once on this instance and on another one on the same database', async () => {
    const other = await createModulePagesInstanceOn(
      testApp.database,
      [],
      { WEB_DIST_DIR: shop.dist, PUBLIC_URL: 'https://shop.example' },
      { storefront: shop.storefront },
    );
    try {
      // A product of the home grid's first six paid ones (Volume Profile Premium comes seventh since the
      // seeded bundle).
      const row = await productRow('risk-reward');
      const url = '/product/risk-reward?lang=fr';
      const served = async (app: typeof other.app) => body((await app.inject({ url })).body);
      expect(await served(testApp.app)).toContain(price(row.priceCents / 100, 'fr'));
      expect(await served(other.app)).toContain(price(row.priceCents / 100, 'fr'));

      await saveProduct(testApp.app.db, { id: row.id, patch: { priceCents: 4321 } });
      for (const app of [testApp.app, other.app]) {
        const html = await served(app);
        expect(testIdText(html, 'product-price')).toBe(price(43.21, 'fr'));
        expect(html).not.toContain(price(row.priceCents / 100, 'fr'));
      }
      // The home grid, cached too, moves with it.
      expect(body((await other.app.inject({ url: '/?lang=fr' })).body)).toContain(price(43.21, 'fr'));
    } finally {
      await other.close();
    }
  });

  it('serves a cached page with its ETag and 304s a matching revalidation', async () => {
    const first = await page('/free?lang=en');
    const second = await page('/free?lang=en', { 'if-none-match': first.headers.etag as string });
    expect(second.statusCode).toBe(304);
  });

  it('renders a page once for every query it does not read (tracking parameters), and apart for those it does', async () => {
    const renders: string[] = [];
    const counting = await createModulePagesInstanceOn(
      testApp.database,
      [],
      { WEB_DIST_DIR: shop.dist, PUBLIC_URL: 'https://shop.example' },
      {
        storefront: {
          render: (input) => {
            renders.push(input.url);
            return shop.storefront.render(input);
          },
        },
      },
    );
    try {
      const plain = await counting.app.inject({ url: '/indicators?lang=en' });
      const tracked = await counting.app.inject({
        url: '/indicators?utm_source=newsletter&lang=en&fbclid=IwAR0abc',
      });
      expect(tracked.statusCode).toBe(200);
      expect(tracked.headers.etag).toBe(plain.headers.etag);
      expect(renders).toHaveLength(1);

      const filtered = await counting.app.inject({ url: '/indicators?lang=en&category=volume&utm_medium=x' });
      expect(filtered.headers.etag).not.toBe(plain.headers.etag);
      expect(renders).toHaveLength(2);
      const sameFilter = await counting.app.inject({ url: '/indicators?category=volume&lang=en' });
      expect(sameFilter.headers.etag).toBe(filtered.headers.etag);
      expect(renders).toHaveLength(2);
    } finally {
      await counting.close();
    }
  });

  it('sends the page shell when the render fails, never a 500', async () => {
    const failing = await createModulePagesInstanceOn(
      testApp.database,
      [],
      { WEB_DIST_DIR: shop.dist, PUBLIC_URL: 'https://shop.example' },
      { storefront: { render: () => Promise.reject(new Error('render failed')) } },
    );
    try {
      const answer = await failing.app.inject({ url: '/faq?lang=en' });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<div id="root"></div>');
      expect(answer.body).toContain('hreflang="x-default"');
      expect((await failing.app.inject({ url: '/product/vwap-premium' })).statusCode).toBe(200);
    } finally {
      await failing.close();
    }
  });
});

describe('paths the web app has no page at', () => {
  it.each([
    ['fr', { 'accept-language': 'fr' }, 'Page introuvable'],
    ['en', { 'accept-language': 'en' }, 'Page not found'],
    ['en', { cookie: 'lang=en' }, 'Page not found'],
  ])(
    'answer the not-found page in %s with status 404, not indexed (%j)',
    async (language, headers, title) => {
      for (const url of ['/this/does/not/exist', '/products/does-not-exist', '/indicators/extra/segment']) {
        const response = await page(url, headers);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toContain(`<html lang="${language}"`);
        expect(body(response.body)).toContain('data-testid="not-found"');
        expect(body(response.body)).toContain(title);
        expect(response.body).toContain('<meta name="robots" content="noindex">');
        expect(response.body).not.toContain('rel="canonical"');
      }
    },
  );

  it('leave known pages alone: a product that does not exist 404s, browser-only pages and old paths answer 200', async () => {
    expect((await page('/product/does-not-exist')).statusCode).toBe(404);
    for (const url of [
      '/login',
      '/profile?tab=orders',
      '/admin',
      '/checkout/success',
      '/success',
      '/signin',
      '/CART/',
    ]) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
    const api = await page('/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('routeNotFound');
  });
});
