import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModulePagesTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { products } from '../../lib/db/schema';
import { saveProduct } from '../catalog';

/**
 * A crawler or a link preview fetches a page without running a script: the head already names the page in
 * its language, its price, its alternates and its structured data.
 */
let testApp: TestApp;
let dist: string;
const template = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Generic description" />
    <title>Ninja Indicators</title>
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'shop-dist-'));
  await writeFile(join(dist, 'index.html'), template);
  testApp = await createModulePagesTestApp([], {
    WEB_DIST_DIR: dist,
    PUBLIC_URL: 'https://shop.example',
    SELLER_NAME: 'Head Test Trading SARL',
  });
});
afterAll(async () => {
  await testApp.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

function head(html: string) {
  const attribute = (selector: RegExp) => html.match(selector)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!),
  );
  return {
    lang: attribute(/<html[^>]* lang="([^"]+)"/),
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    ),
    feeds: [
      ...html.matchAll(/<link rel="alternate" type="application\/atom\+xml" title="([^"]+)" href="([^"]+)"/g),
    ].map((m) => ({ title: m[1], href: m[2] })),
    ogImage: attribute(/<meta property="og:image" content="([^"]*)"/),
    ogTitle: attribute(/<meta property="og:title" content="([^"]*)"/),
    twitterCard: attribute(/<meta name="twitter:card" content="([^"]*)"/),
    jsonLd,
  };
}

describe('server-written page heads', () => {
  it('a product page holds its name, price, JSON-LD and hreflang links in the requested language', async () => {
    const answer = await page('/product/vwap-premium?lang=en');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const found = head(answer.body);
    expect(found.lang).toBe('en');
    expect(found.titles).toEqual(['VWAP Premium · Ninja Indicators']);
    expect(found.description).toContain('VWAP Premium for NinjaTrader 8 — €129.00.');
    expect(found.canonical).toBe('https://shop.example/product/vwap-premium?lang=en');
    expect(found.alternates).toEqual({
      fr: 'https://shop.example/product/vwap-premium?lang=fr',
      en: 'https://shop.example/product/vwap-premium?lang=en',
      'x-default': 'https://shop.example/product/vwap-premium',
    });
    // Feed readers find the product's release notes from its page.
    expect(found.feeds).toEqual([
      {
        title: 'VWAP Premium: releases',
        href: 'https://shop.example/product/vwap-premium/releases.atom?lang=en',
      },
    ]);
    expect(found.ogImage).toBe('https://shop.example/images/products/vwap-premium.svg');
    expect(found.twitterCard).toBe('summary_large_image');
    const [product] = found.jsonLd;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'VWAP Premium',
      offers: {
        '@type': 'Offer',
        price: '129.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(product).not.toHaveProperty('aggregateRating');
    // The app still boots from the same page.
    expect(answer.body).toContain('<div id="root"></div>');
    expect(answer.body).toContain('src="/assets/index-abc.js"');
  });

  it('a leased product offers its one-off price and a price per month and per year (docs/rules/leases.md)', async () => {
    const [product] = head((await page('/product/asian-session-levels?lang=en')).body).jsonLd;
    const plan = (price: string, unitCode: string) => ({
      '@type': 'Offer',
      price,
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: 'EUR',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode },
      },
    });
    expect(product.offers).toMatchObject([
      { '@type': 'Offer', price: '59.00', priceCurrency: 'EUR' },
      plan('9.00', 'MON'),
      plan('90.00', 'ANN'),
    ]);
    expect(product.offers[0]).not.toHaveProperty('priceSpecification');
  });

  it('offers the price and currency of the product answer, in euros even to a dollar visitor', async () => {
    const answer = (await testApp.app.inject({ url: '/api/products/asian-session-levels?lang=en' })).json();
    const dollarPage = await testApp.app.inject({
      url: '/product/asian-session-levels?lang=en',
      headers: { cookie: 'currency=usd' },
    });
    const [product] = head(dollarPage.body).jsonLd;
    const offerOf = (price: { amount: number; currency: string }) => ({
      price: (price.amount / 100).toFixed(2),
      priceCurrency: price.currency.toUpperCase(),
    });
    expect(answer.price.currency).toBe('eur');
    expect(product.offers).toMatchObject([
      offerOf(answer.price),
      { ...offerOf(answer.monthlyPrice), priceSpecification: offerOf(answer.monthlyPrice) },
      { ...offerOf(answer.yearlyPrice), priceSpecification: offerOf(answer.yearlyPrice) },
    ]);
  });

  it('follows ?lang=, then Accept-Language, then French', async () => {
    const french = head((await page('/product/vwap-premium?lang=fr')).body);
    expect(french.lang).toBe('fr');
    expect(french.description).toContain('VWAP Premium pour NinjaTrader 8 — 129,00 €.');
    expect(head((await page('/indicators', { 'accept-language': 'en-US' })).body).lang).toBe('en');
    expect(head((await page('/indicators', { 'accept-language': 'de-DE' })).body).lang).toBe('fr');
    const indicators = head((await page('/indicators?lang=en', { 'accept-language': 'fr' })).body);
    expect(indicators.titles).toEqual(['Our indicators · Ninja Indicators']);
    expect(indicators.canonical).toBe('https://shop.example/indicators?lang=en');
  });

  it('the home page names the seller as an Organization', async () => {
    const home = head((await page('/?lang=en')).body);
    expect(home.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Organization',
        name: 'Head Test Trading SARL',
        url: 'https://shop.example',
      }),
    ]);
    expect(home.description).not.toBe('Generic description');
  });

  it('answers 404 for an unknown product and 301 for a legacy slug', async () => {
    const missing = await page('/product/no-such-indicator?lang=en');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    const moved = await page('/product/vwap-avance?lang=en');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/product/vwap-premium?lang=en');
  });

  it('shows a price change at once, with a new ETag', async () => {
    const before = await page('/product/vwap-lite?lang=en');
    const [row] = await testApp.app.db.select().from(products).where(eq(products.slug, 'vwap-lite'));
    await saveProduct(testApp.app.db, { id: row!.id, patch: { priceCents: 4200 } });
    const after = await page('/product/vwap-lite?lang=en', {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(head(after.body).jsonLd[0].offers.price).toBe('42.00');
    const again = await page('/product/vwap-lite?lang=en', { 'if-none-match': after.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('escapes product texts so they cannot break out of the head', async () => {
    await testApp.app.db.execute(
      sql`update products set name_en = 'Evil </script><script>alert(1)</script> "quoted"' where slug = 'risk-reward'`,
    );
    const answer = await page('/product/risk-reward?lang=en');
    // Inside a quoted attribute `<` is plain text; outside attributes no such element may appear.
    const outsideAttributes = answer.body.replace(/"[^"]*"/g, '""');
    expect(outsideAttributes).not.toContain('<script>alert(1)</script>');
    expect(outsideAttributes.match(/<script/g)).toHaveLength(2);
    const found = head(answer.body);
    expect(found.jsonLd[0].name).toBe('Evil </script><script>alert(1)</script> "quoted"');
    expect(found.ogTitle).toContain('&quot;quoted&quot;');
  });
});
