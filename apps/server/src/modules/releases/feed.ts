import { apiErrorSchema, pageLinks, publicReleaseListSchema } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { z } from 'zod';
import type { Executor } from '../../lib/db/client';
import type { products } from '../../lib/db/schema';
import { notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { escapeHtml as escapeXml } from '../../lib/mail/layout';
import { type publicRelease, publicReleasesBySlug } from './service';

const slugParamsSchema = z.object({ slug: z.string().min(1).max(120) });

/** The product's releases in `language`, newest first; 404 for a product not on sale. */
async function productReleases(db: Executor, slug: string, language: Language) {
  const found = await publicReleasesBySlug(db, slug, language);
  if (!found) throw notFound('productNotFound');
  return found;
}

/**
 * A changelog is Markdown, as the product page shows it: a feed reader gets its HTML (lists, links, GFM
 * tables), with any raw HTML in it escaped, never passed through.
 */
function changelogHtml(markdown: string): string {
  return micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
}

/** An Atom 1.0 document (RFC 4287) of a product's releases; entry ids are stable tag-free URNs of the release. */
function atom(
  publicUrl: string,
  language: Language,
  product: typeof products.$inferSelect,
  releases: ReturnType<typeof publicRelease>[],
): string {
  const name = localized(product, 'name', language);
  const page = `${publicUrl}${pageLinks.product(product.slug)}`;
  const self = `${publicUrl}/product/${encodeURIComponent(product.slug)}/releases.atom?lang=${language}`;
  const updated = releases[0]?.publishedAt ?? product.updatedAt.toISOString();
  const entries = releases.map((release) => {
    const title = translate(language, 'releaseEmails:feed.entry', {
      version: release.version,
      platform: release.minPlatformVersion,
    });
    return [
      '  <entry>',
      `    <id>${escapeXml(`${page}#release-${release.version}`)}</id>`,
      `    <title>${escapeXml(`${name} ${title}`)}</title>`,
      `    <updated>${release.publishedAt}</updated>`,
      `    <link rel="alternate" href="${escapeXml(page)}"/>`,
      `    <content type="html">${escapeXml(changelogHtml(release.changelog))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`,
    `  <id>${escapeXml(self)}</id>`,
    `  <title>${escapeXml(translate(language, 'releaseEmails:feed.title', { product: name }))}</title>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" href="${escapeXml(page)}"/>`,
    `  <author><name>Ninja Indicators</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/**
 * Public release notes (docs/rules/releases.md): the JSON the product page reads, and an Atom feed per
 * product beside the page, like /sitemap.xml outside /api, in the resolver's language.
 */
export const releaseFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products/:slug/releases',
    {
      schema: {
        tags: ['catalog'],
        summary: "A product's kept releases, newest first, changelog in the request's language",
        params: slugParamsSchema,
        response: { 200: publicReleaseListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => (await productReleases(app.db, request.params.slug, request.language)).releases,
  );

  app.get(
    '/product/:slug/releases.atom',
    { schema: { hide: true, params: slugParamsSchema } },
    async (request, reply) => {
      const { product, releases } = await productReleases(app.db, request.params.slug, request.language);
      return reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(atom(app.config.publicUrl, request.language, product, releases));
    },
  );
};
