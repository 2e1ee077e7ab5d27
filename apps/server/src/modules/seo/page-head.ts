import type { RenderedPage } from '@shop/contracts';
import { type Language, languages } from '@shop/i18n';
import { createHead, transformHtmlTemplate } from 'unhead/server';
import { translator } from '../../lib/i18n';

/** What one page tells search engines and link previews, in one language. */
export interface PageHead {
  language: Language;
  /** The page's path without query (`/product/vwap-premium`). */
  path: string;
  title: string;
  description: string;
  /** Absolute URL of the preview image. */
  image?: string;
  type: 'website' | 'product';
  /** schema.org objects, each written as its own JSON-LD script. */
  structuredData?: object[];
  /** A page that is not one (the not-found page): `noindex`, and no canonical or alternate URL. */
  noindex?: boolean;
  /** Atom feeds of the page (a product's releases), announced for feed readers. */
  feeds?: { title: string; href: string }[];
}

/** JSON inside <script>: `<` escaped so no text can close the script element. */
const jsonLd = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

/** The id entry-client reads the server's state from (apps/web/src/app/serverState.ts). */
const SERVER_STATE_ID = 'server-state';

/**
 * The web app's index.html with the page's own <head>: title, description, canonical URL (the page in its
 * language, `?lang=`), hreflang alternates (fr, en, x-default), its Atom feeds, Open Graph and Twitter card tags and JSON-LD.
 * Unhead merges these with the template's own tags (one title, one description) and escapes every value.
 * With a server-rendered `page`, its HTML fills `<div id="root">` and its state follows as data (a JSON
 * script is never run, so the CSP's ban on inline scripts holds).
 */
export function renderPageHead(
  template: string,
  head: PageHead,
  publicUrl: string,
  page?: RenderedPage,
): string {
  const url = (language?: Language) => `${publicUrl}${head.path}${language ? `?lang=${language}` : ''}`;
  const t = translator(head.language, 'seo:');
  const unhead = createHead();
  unhead.push({
    htmlAttrs: { lang: head.language },
    title: head.title,
    meta: [
      { name: 'description', content: head.description },
      { property: 'og:type', content: head.type === 'product' ? 'product' : 'website' },
      { property: 'og:site_name', content: t('siteName') },
      { property: 'og:title', content: head.title },
      { property: 'og:description', content: head.description },
      { property: 'og:url', content: url(head.language) },
      { property: 'og:locale', content: t('locale') },
      ...(head.image ? [{ property: 'og:image', content: head.image }] : []),
      { name: 'twitter:card', content: head.image ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: head.title },
      { name: 'twitter:description', content: head.description },
      ...(head.image ? [{ name: 'twitter:image', content: head.image }] : []),
      ...(head.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    link: head.noindex
      ? []
      : [
          { rel: 'canonical', href: url(head.language) },
          ...languages.map((language) => ({
            rel: 'alternate' as const,
            hreflang: language,
            href: url(language),
          })),
          { rel: 'alternate' as const, hreflang: 'x-default', href: url() },
          ...(head.feeds ?? []).map((feed) => ({
            rel: 'alternate' as const,
            type: 'application/atom+xml',
            title: feed.title,
            href: feed.href,
          })),
        ],
    script: [
      ...(head.structuredData ?? []).map((data) => ({
        type: 'application/ld+json' as const,
        innerHTML: jsonLd(data),
      })),
      ...(page
        ? [
            {
              type: 'application/json' as const,
              id: SERVER_STATE_ID,
              innerHTML: page.state,
              tagPosition: 'bodyClose' as const,
            },
          ]
        : []),
    ],
  });
  const document = page
    ? template
        .replace('</head>', () => `${page.head}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    : template;
  return transformHtmlTemplate(unhead, document);
}
