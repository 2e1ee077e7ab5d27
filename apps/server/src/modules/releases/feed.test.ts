import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { ninjaTraderExport, publishRelease } from '../../../test/helpers/releases';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { products } from '../../lib/db/schema';
import { sellerIdentityModule } from '../seller-identity';
import { releasesModule } from '.';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createModuleTestApp([releasesModule, sellerIdentityModule], {
    MAIL_WORKER_ENABLED: 'false',
    PUBLIC_URL: 'https://shop.example',
  });
  const admin = await createUser(ctx.app, { isAdmin: true });
  const [product] = await ctx.app.db.select().from(products).where(eq(products.slug, 'vwap-premium'));
  for (const version of ['1.0.0', '1.1.0']) {
    await publishRelease(ctx, admin.auth, product!.id, await ninjaTraderExport(), {
      version,
      changelogFr: `- Nouveauté <b>${version}</b> & co`,
      changelogEn: `- **New** in ${version}`,
    });
  }
});
afterAll(() => ctx.close());

describe('public release notes', () => {
  it('serve an Atom feed per product in the reader’s language, newest first, its changelog as HTML', async () => {
    const answer = await ctx.app.inject({ url: '/product/vwap-premium/releases.atom?lang=fr' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = answer.body;
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">');
    expect(xml).toContain('<link rel="alternate" href="https://shop.example/product/vwap-premium"/>');
    expect(xml.indexOf('1.1.0')).toBeLessThan(xml.indexOf('1.0.0'));
    expect(xml.match(/<entry>/g)).toHaveLength(2);
    // The changelog's Markdown as HTML, the raw HTML in it escaped, the whole escaped once more for XML.
    const content = (body: string) =>
      /<content type="html">([^<]*)<\/content>/
        .exec(body)![1]!
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&amp;', '&');
    expect(content(xml)).toBe('<ul>\n<li>Nouveauté &lt;b&gt;1.1.0&lt;/b&gt; &amp; co</li>\n</ul>');
    expect(xml).not.toContain('<b>');
    const english = await ctx.app.inject({ url: '/product/vwap-premium/releases.atom?lang=en' });
    expect(content(english.body)).toBe('<ul>\n<li><strong>New</strong> in 1.1.0</li>\n</ul>');
  });

  it('answer the product page’s JSON, and 404 for an unknown or off-sale product', async () => {
    const json = await ctx.app.inject({ url: '/api/products/vwap-premium/releases?lang=en' });
    expect(json.json().map((release: { version: string }) => release.version)).toEqual(['1.1.0', '1.0.0']);
    expect((await ctx.app.inject({ url: '/product/no-such-thing/releases.atom' })).statusCode).toBe(404);
    await ctx.app.db.update(products).set({ published: false }).where(eq(products.slug, 'vwap-premium'));
    expect((await ctx.app.inject({ url: '/api/products/vwap-premium/releases' })).statusCode).toBe(404);
  });
});
