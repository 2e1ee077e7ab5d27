import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pages, type StorefrontRenderer } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../lib/i18n';
import { type PageHead, renderPageHead } from './page-head';
import { storefrontData } from './storefront';

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
  app: FastifyInstance,
  options: { distDir: string; renderer?: StorefrontRenderer },
): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | undefined> {
  const index = await readFile(join(options.distDir, 'index.html'), 'utf8').catch(() => undefined);
  if (index === undefined) return undefined;
  const template = index;
  const rendered = new Map<Language, Promise<string>>();
  const headOf = (language: Language): PageHead => ({
    language,
    path: pages.home,
    type: 'website',
    title: translate(language, 'common:pageTitle', { title: translate(language, 'common:notFound.title') }),
    description: translate(language, 'common:notFound.body'),
    noindex: true,
  });

  async function render(language: Language): Promise<string> {
    const page = await options.renderer?.render({
      url: UNKNOWN_PATH,
      language,
      data: storefrontData(app, options.distDir, language),
    });
    return renderPageHead(template, headOf(language), app.config.publicUrl, page);
  }

  return async (request, reply) => {
    const language = request.language;
    let html = rendered.get(language);
    if (!html) {
      html = render(language);
      rendered.set(language, html);
      html.catch(() => rendered.delete(language));
    }
    const body = await html.catch((error: unknown) => {
      request.log.error({ err: error }, 'not-found page render failed: its shell goes out');
      return renderPageHead(template, headOf(language), app.config.publicUrl);
    });
    return reply
      .code(404)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(body);
  };
}
