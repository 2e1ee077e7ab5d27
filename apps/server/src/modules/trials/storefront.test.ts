import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  renderedBody as body,
  createModuleStorefrontApp,
  type StorefrontTestApp,
} from '../../../test/helpers/storefront';
import { products } from '../../lib/db/schema';
import { saveProduct } from '../catalog';
import { trialsModule } from '.';

let shop: StorefrontTestApp;
beforeAll(async () => {
  shop = await createModuleStorefrontApp([trialsModule]);
  const [row] = await shop.testApp.app.db.select().from(products).where(eq(products.slug, 'vwap-premium'));
  await saveProduct(shop.testApp.app.db, { id: row!.id, patch: { trialDays: 14 } });
}, 120_000);
afterAll(() => shop?.close());

describe('a product offering a trial, server-rendered', () => {
  it.each([
    ['fr', 'Essai gratuit de 14 jours', 'Connectez-vous pour commencer l’essai gratuit'],
    ['en', '14-day free trial', 'Sign in to start the free trial'],
  ])(
    'in %s shows the offer and the sign-in invitation, and its JSON-LD stays a valid Product offer',
    async (language, offer, signIn) => {
      const html = (await shop.testApp.app.inject({ url: `/product/vwap-premium?lang=${language}` })).body;
      expect(body(html)).toContain(`data-testid="product-trial">${offer}<`);
      expect(body(html)).toContain(signIn);
      const [, json] = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)!;
      const data = JSON.parse(json!) as {
        '@type': string;
        offers: { price: unknown; priceCurrency: string };
      };
      expect(data['@type']).toBe('Product');
      expect(data.offers).toMatchObject({ priceCurrency: 'EUR' });
      expect(JSON.stringify(data)).not.toMatch(/trial|essai/i);
    },
  );
});
