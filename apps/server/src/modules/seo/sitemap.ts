import { Readable } from 'node:stream';
import { pageLinks, pages } from '@shop/contracts';
import { languages } from '@shop/i18n';
import { asc } from 'drizzle-orm';
import { SitemapStream, streamToPromise } from 'sitemap';
import type { Executor } from '../../lib/db/client';
import { products } from '../../lib/db/schema';

/**
 * The storefront's public pages: what a search engine may list (accounts, cart and checkout stay out),
 * with the title key the page shows and its description in the `seo` namespace.
 */
export const publicPages = {
  [pages.home]: { title: 'home:pageTitle', description: 'home' },
  [pages.catalog]: { title: 'catalog:title', description: 'indicators' },
  [pages.free]: { title: 'catalog:free.title', description: 'free' },
  [pages.ninjaTrader]: { title: 'info:ninjatrader.title', description: 'ninjatrader' },
  [pages.about]: { title: 'legal:about.title', description: 'about' },
  [pages.faq]: { title: 'legal:faq.title', description: 'faq' },
  [pages.help]: { title: 'legal:help.title', description: 'help' },
  [pages.support]: { title: 'legal:support.title', description: 'support' },
  [pages.legal]: { title: 'legal:legalNotice.title', description: 'legal' },
  [pages.privacy]: { title: 'legal:privacy.title', description: 'privacy' },
  [pages.terms]: { title: 'legal:terms.title', description: 'terms' },
  [pages.cookies]: { title: 'legal:cookies.title', description: 'cookies' },
  [pages.refund]: { title: 'legal:refund.title', description: 'refund' },
  [pages.accessibility]: { title: 'legal:accessibility.title', description: 'accessibility' },
} as const;
export const publicPagePaths = Object.keys(publicPages) as (keyof typeof publicPages)[];

/** Kept out of search engines: the visitor's own pages and the back-office. */
export const privatePagePaths = [pages.admin, pages.profile, pages.cart, '/checkout', '/success'] as const;

interface SitemapPage {
  path: string;
  lastmod?: Date;
}

/**
 * Every public page once per language (`?lang=fr|en`, the URL the web app opens in that language), each
 * naming its alternates (`hreflang` fr, en and x-default, the language-neutral URL) as Google asks.
 * Product pages carry their own last change; the other pages the date the web build was made.
 */
export async function buildSitemap(
  db: Executor,
  publicUrl: string,
  pagesChangedAt: Date | undefined,
): Promise<string> {
  const rows = await db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(asc(products.slug));
  const pages: SitemapPage[] = [
    ...publicPagePaths.map((path) => ({ path, lastmod: pagesChangedAt })),
    ...rows.map((row) => ({ path: pageLinks.product(row.slug), lastmod: row.updatedAt })),
  ];
  const entries = pages.flatMap((page) => {
    const links = [
      ...languages.map((lang) => ({ lang, url: `${page.path}?lang=${lang}` })),
      { lang: 'x-default', url: page.path },
    ];
    return languages.map((lang) => ({
      url: `${page.path}?lang=${lang}`,
      lastmod: page.lastmod?.toISOString(),
      links,
    }));
  });
  const stream = new SitemapStream({
    hostname: publicUrl,
    xmlns: { xhtml: true, news: false, image: false, video: false },
  });
  return (await streamToPromise(Readable.from(entries).pipe(stream))).toString();
}

export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...privatePagePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
