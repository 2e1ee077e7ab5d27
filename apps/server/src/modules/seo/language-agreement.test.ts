import { type Language, resolveLanguage } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createModuleStorefrontApp,
  renderedBody,
  type StorefrontTestApp,
  serverState,
} from '../../../test/helpers/storefront';
import { products } from '../../lib/db/schema';
import { translate } from '../../lib/i18n';

/**
 * docs/rules/languages.md: one resolver decides everywhere. The same request (URL, `lang` cookie,
 * Accept-Language) gets the same language from the catalogue API, its error messages, the server-rendered
 * page and the state the browser hydrates from, and the browser's resolver, fed the same sources, agrees.
 */
let shop: StorefrontTestApp;
beforeAll(async () => {
  shop = await createModuleStorefrontApp([]);
}, 120_000);
afterAll(() => shop?.close());

interface Visit {
  query?: string;
  cookie?: string;
  acceptLanguage?: string;
}

const cases: [string, Visit, Language][] = [
  ['nothing at all', {}, 'fr'],
  ['Accept-Language only', { acceptLanguage: 'en-GB,en;q=0.9' }, 'en'],
  [
    'Accept-Language naming English after a language the shop lacks',
    { acceptLanguage: 'de-DE,en;q=0.5' },
    'en',
  ],
  ['the cookie before Accept-Language', { cookie: 'theme=dark; lang=en', acceptLanguage: 'fr-FR' }, 'en'],
  ['the cookie before Accept-Language, the other way', { cookie: 'lang=fr', acceptLanguage: 'en' }, 'fr'],
  [
    '?lang before the cookie and Accept-Language',
    { query: 'en', cookie: 'lang=fr', acceptLanguage: 'fr' },
    'en',
  ],
  ['a cookie naming neither language is skipped', { cookie: 'lang=de', acceptLanguage: 'en-US' }, 'en'],
];

function visit(path: string, { query, cookie, acceptLanguage }: Visit) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (acceptLanguage) headers['accept-language'] = acceptLanguage;
  const url = query ? `${path}?lang=${query}` : path;
  return shop.testApp.app.inject({ method: 'GET', url, headers });
}

describe('the API, the server render and the browser choose the same language', () => {
  it.each(cases)('%s', async (_name, request, expected) => {
    const [row] = await shop.testApp.app.db.select().from(products).where(eq(products.slug, 'vwap-premium'));
    const texts: Record<Language, string> = { fr: row!.descriptionFr, en: row!.descriptionEn };
    expect(texts.fr).not.toBe(texts.en);

    const api = (await visit('/api/products/vwap-premium', request)).json();
    expect(api.description).toBe(texts[expected]);

    const missing = (await visit('/api/products/no-such-product', request)).json();
    expect(missing.message).toBe(translate(expected, 'productNotFound'));

    const page = await visit('/product/vwap-premium', request);
    const htmlLang = page.body.match(/<html[^>]* lang="([^"]+)"/)![1];
    expect(htmlLang).toBe(expected);
    expect(renderedBody(page.body)).toContain(texts[expected]);
    const state = serverState(page.body);
    expect(state.language).toBe(expected);

    // The browser on that page: Chromium sends navigator.languages as Accept-Language, and the cookie is
    // the one it stored; nothing in localStorage beyond it.
    const browser = resolveLanguage({
      explicit: request.query,
      stored: [null, request.cookie?.match(/(?:^|;\s*)lang=([^;]*)/)?.[1]],
      browser: request.acceptLanguage?.split(',').map((tag) => tag.split(';')[0]!),
      page: htmlLang,
    });
    expect(browser).toBe(expected);
  });
});
