import { Readable } from 'node:stream';
import { pageIds, pageLinks, pages, pageTable } from '@shop/contracts';
import { languages } from '@shop/i18n';
import { asc, eq } from 'drizzle-orm';
import { SitemapStream, streamToPromise } from 'sitemap';
import type { Executor } from '../../lib/db/client';
import { products } from '../../lib/db/schema';

/** The storefront's pages a search engine may list: the page table's `sitemap` ones (products are added by slug). */
export const publicPagePaths = pageIds.filter((id) => pageTable[id].sitemap).map((id) => pageTable[id].path);

/** Kept out of search engines: the visitor's own pages and the back-office. */
export const privatePagePaths = [pages.admin, pages.profile, pages.cart, '/checkout', '/success'] as const;

interface SitemapPage {
  path: string;
  lastmod?: Date;
}

/**
 * Every public page once per language (`?lang=fr|en`, the URL the web app opens in that language), each
 * naming its alternates (`hreflang` fr, en and x-default, the language-neutral URL) as Google asks.
 * Product pages (of products on sale) carry their own last change; the other pages the date the web build was made.
 */
export async function buildSitemap(
  db: Executor,
  publicUrl: string,
  pagesChangedAt: Date | undefined,
): Promise<string> {
  const rows = await db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.published, true))
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
