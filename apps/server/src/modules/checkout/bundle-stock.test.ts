import { adminProductListSchema, cartQuoteResponseSchema, productSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buyer } from '../../../test/helpers/checkout';
import { checkout, expectTranslatedRefusal } from '../../../test/helpers/selling';
import { sellingSuite } from '../../../test/helpers/selling-suite';
import { products } from '../../lib/db/schema';
import { catalogModule } from '../catalog';
import { checkoutModule } from '.';

const suite = sellingSuite([checkoutModule, catalogModule]);

const bundle = () => suite.bySlug.get('pack-sessions')!;
const member = () => suite.bySlug.get('enhanced-session-levels')!;

const setStock = (productId: string, countInStock: number) =>
  suite.ctx.app.db.update(products).set({ countInStock }).where(eq(products.id, productId));

const shownStock = async (productId: string) => {
  const answer = await suite.ctx.app.inject({ url: `/api/products/${productId}` });
  expect(answer.statusCode).toBe(200);
  return productSchema.parse(answer.json()).countInStock;
};

/** The product page's stock once the catalogue cache has heard of the write (its change notice comes apart). */
const expectShownStock = (productId: string, stock: number) =>
  vi.waitFor(async () => expect(await shownStock(productId)).toBe(stock));

describe('a bundle with an indicator out of stock (docs/rules/bundles.md)', () => {
  afterEach(async () => {
    await setStock(member().id, member().countInStock);
  });

  it('is out of stock itself: shown so to the storefront and the cart, refused at checkout as any product', async () => {
    expect(await shownStock(bundle().id)).toBeGreaterThan(0);
    await setStock(member().id, 0);
    await expectShownStock(bundle().id, 0);
    // The cart reads the same stock (POST /api/cart/quote) and takes a line without stock out.
    const quoted = await suite.ctx.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { products: [bundle().id] },
    });
    expect(quoted.statusCode).toBe(200);
    expect(cartQuoteResponseSchema.parse(quoted.json()).products[0]!.countInStock).toBe(0);
    const customer = await buyer(suite.ctx);
    const refused = await expectTranslatedRefusal(
      (language) => checkout(suite.ctx, customer.auth, [{ product: bundle().id, qty: 1 }], language),
      400,
      'checkout.outOfStock',
    );
    expect(refused.en).toContain(bundle().nameEn);
  });

  it('sells no more copies than its scarcest indicator has', async () => {
    await setStock(member().id, 1);
    await expectShownStock(bundle().id, 1);
    const customer = await buyer(suite.ctx);
    const refused = await checkout(suite.ctx, customer.auth, [{ product: bundle().id, qty: 2 }]);
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'checkout.quantityUnavailable']);
  });

  it('keeps the bundle’s own stock in the back-office', async () => {
    await setStock(member().id, 0);
    const answer = await suite.ctx.app.inject({
      url: `/api/admin/products?search=${bundle().slug}`,
      headers: suite.admin.auth,
    });
    expect(answer.statusCode).toBe(200);
    const listed = adminProductListSchema
      .parse(answer.json())
      .products.find((row) => row._id === bundle().id);
    expect(listed!.countInStock).toBe(bundle().countInStock);
  });
});
