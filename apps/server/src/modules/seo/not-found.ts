import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pages, type SellerIdentity, type StorefrontRenderer } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import type { UnknownPage } from '../../lib/http/spa';
import { translate } from '../../lib/i18n';
import type { CurrentSeller } from '../seller-identity';
import { type PageHead, renderPageHead } from './page-head';
import { type StorefrontDeps, storefrontData } from './storefront';

/** A path no page has: the web's router shows its not-found page there. */
const UNKNOWN_PATH = '/404';

/**
 * The not-found page for any path the web app has no page at, server-rendered in the visitor's language with
 * status 404 (so search engines and monitors see it) and `noindex`. It reads no data, so each language is
 * rendered once and kept: a stream of random paths costs no render each. Without the server render (or when
 * it fails) the app's shell goes out, still with 404, and the browser shows the same page. Undefined without
 * a web build.
 */
export async function notFoundPage(
  deps: StorefrontDeps & { sellerIdentity: CurrentSeller },
  options: { distDir: string; renderer?: StorefrontRenderer },
): Promise<UnknownPage | undefined> {
  const index = await readFile(join(options.distDir, 'index.html'), 'utf8').catch(() => undefined);
  if (index === undefined) return undefined;
  const template = index;
  // Rendered again when the seller's identity changes (the page carries it to the web app).
  const rendered = new Map<Language, { seller: SellerIdentity; html: Promise<string> }>();
  const headOf = (language: Language): PageHead => ({
    language,
    path: pages.home,
    type: 'website',
    title: translate(language, 'common:pageTitle', { title: translate(language, 'common:notFound.title') }),
    description: translate(language, 'common:notFound.body'),
    noindex: true,
  });

  async function render(language: Language, seller: SellerIdentity): Promise<string> {
    const page = await options.renderer?.render({
      url: UNKNOWN_PATH,
      language,
      data: storefrontData(deps, options.distDir, language, seller),
    });
    return renderPageHead(template, headOf(language), deps.config.publicUrl, page);
  }

  return async (request, reply) => {
    const language = request.language;
    const html = deps.sellerIdentity.current().then((seller) => {
      const known = rendered.get(language);
      if (known?.seller === seller) return known.html;
      const fresh = render(language, seller);
      rendered.set(language, { seller, html: fresh });
      fresh.catch(() => rendered.delete(language));
      return fresh;
    });
    const body = await html.catch((error: unknown) => {
      request.log.error({ err: error }, 'not-found page render failed: its shell goes out');
      return renderPageHead(template, headOf(language), deps.config.publicUrl);
    });
    return reply
      .code(404)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(body);
  };
}
