import { adminProductSchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/fixtures';
import { billingAddress, catalogue } from '../../../../test/helpers/checkout';
import { catalogueWithZips } from '../../../../test/helpers/downloads';
import { buyerWithFreeOrder, HEX, requestLicence } from '../../../../test/helpers/licences';
import {
  createModuleStorefrontApp,
  renderedBody,
  type StorefrontTestApp,
} from '../../../../test/helpers/storefront';
import type { TestApp } from '../../../../test/test-app';
import { auditModule } from '../../audit';
import { checkoutModule } from '../../checkout';
import { downloadsModule } from '../../downloads';
import { filesModule } from '../../files';
import { invoicesModule } from '../../invoices';
import { licencesModule } from '../../licences';
import { ordersModule } from '../../orders';

let server: StorefrontTestApp;
let ctx: TestApp;
let admin: Record<string, string>;
let shop: Awaited<ReturnType<typeof catalogue>>;

beforeAll(async () => {
  server = await createModuleStorefrontApp([
    auditModule,
    checkoutModule,
    ordersModule,
    downloadsModule,
    invoicesModule,
    licencesModule,
    filesModule,
  ]);
  ctx = server.testApp;
  admin = (await createUser(ctx.app, { isAdmin: true })).auth;
  await catalogueWithZips(ctx, 1024);
  shop = await catalogue(ctx);
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}, language = 'fr') =>
  ctx.app.inject({ url, headers: { ...headers, 'accept-language': language } });
const publish = (id: string, published: boolean, headers = admin) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}/publication`,
    headers,
    payload: { published },
  });
const freeOrder = (auth: Record<string, string>, productId: string, language: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/create-free-order',
    headers: { ...auth, 'accept-language': language },
    payload: { withdrawalConsent: true, cartItems: [{ product: productId, qty: 1 }] },
  });

describe('PUT /api/admin/products/:id/publication', () => {
  it('is for admins only', async () => {
    const customer = await createUser(ctx.app, billingAddress);
    expect((await publish(shop.paid[0]!.id, false, customer.auth)).statusCode).toBe(403);
    expect((await publish(shop.paid[0]!.id, false, {})).statusCode).toBe(401);
    expect((await get(`/api/products/${shop.paid[0]!.slug}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown product', async () => {
    const answer = await publish('00000000-0000-4000-8000-000000000000', false);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('productNotFound');
  });

  it('takes a product off sale: hidden from the catalogue, search, its page, the home page, the sitemap and carts', async () => {
    const product = shop.paid[1]!;
    // Read first, so the cached answers exist and must be dropped (decision 6).
    const before = await get('/api/products');
    expect(before.json().map((p: { _id: string }) => p._id)).toContain(product.id);
    expect((await get(`/api/products/${product.slug}`)).statusCode).toBe(200);
    expect(renderedBody((await get('/')).body)).toContain(product.nameFr);

    const answer = await publish(product.id, false);
    expect(answer.statusCode).toBe(200);
    expect(adminProductSchema.parse(answer.json())).toMatchObject({ _id: product.id, published: false });

    const ids = (url: string) => get(url).then((r) => r.json().map((p: { _id: string }) => p._id));
    expect(await ids('/api/products')).not.toContain(product.id);
    expect(await ids(`/api/products?search=${encodeURIComponent(product.nameFr)}`)).toEqual([]);
    expect(await ids(`/api/products?category=${product.category}`)).not.toContain(product.id);
    const api = await get(`/api/products/${product.slug}`, {}, 'en');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('productNotFound');
    expect((await get(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await get(`/product/${product.slug}`)).statusCode).toBe(404);
    expect(renderedBody((await get('/')).body)).not.toContain(product.nameFr);
    expect(renderedBody((await get('/indicators')).body)).not.toContain(product.nameFr);
    expect((await get('/sitemap.xml')).body).not.toContain(`/product/${product.slug}?`);
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { products: [product.id, shop.paid[0]!.id] },
    });
    expect(quote.json().missing).toEqual([product.id]);

    // The back-office still lists it, marked off sale; the change is audited.
    const list = await get(`/api/admin/products?search=${encodeURIComponent(product.nameFr)}`, admin);
    expect(list.json().products).toEqual([expect.objectContaining({ _id: product.id, published: false })]);
    const audit = await get(`/api/admin/audit-log?target=product:${product.id}`, admin);
    expect(audit.json().entries[0]).toMatchObject({
      action: 'product.unpublish',
      before: { published: true },
      after: { published: false },
    });

    expect((await publish(product.id, true)).json().published).toBe(true);
    expect(await ids('/api/products')).toContain(product.id);
    expect((await get(`/product/${product.slug}`)).statusCode).toBe(200);
    expect((await get('/sitemap.xml')).body).toContain(`/product/${product.slug}?`);
    const again = await get(`/api/admin/audit-log?target=product:${product.id}`, admin);
    expect(again.json().entries[0]).toMatchObject({ action: 'product.publish', after: { published: true } });
  });

  it('refuses to sell an off-sale product, in the buyer’s language', async () => {
    const product = shop.free[1] ?? shop.free[0]!;
    await publish(product.id, false);
    const buyer = await createUser(ctx.app, billingAddress);
    const fr = await freeOrder(buyer.auth, product.id, 'fr');
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toMatchObject({
      code: 'checkout.productUnavailable',
      message: `« ${product.nameFr} » n’est plus en vente. Retirez-le du panier et réessayez.`,
    });
    const en = await freeOrder(buyer.auth, product.id, 'en');
    expect(en.json()).toMatchObject({
      code: 'checkout.productUnavailable',
      message: `“${product.nameEn}” is no longer on sale. Remove it from the cart and try again.`,
    });
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/create-session',
      headers: { ...buyer.auth, 'accept-language': 'en' },
      payload: {
        withdrawalConsent: true,
        cartItems: [
          { product: shop.paid[0]!.id, qty: 1 },
          { product: product.id, qty: 1 },
        ],
      },
    });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().code).toBe('checkout.productUnavailable');
    await publish(product.id, true);
  });

  it('keeps delivering an off-sale product to its past buyers: orders, downloads, licences, receipt', async () => {
    const buyer = await buyerWithFreeOrder(ctx, shop);
    await publish(buyer.product.id, false);

    const orders = await get('/api/orders/mine', buyer.auth, 'en');
    expect(orders.statusCode).toBe(200);
    expect(JSON.stringify(orders.json())).toContain(buyer.product.nameEn);
    const purchases = await get('/api/users/purchases', buyer.auth, 'en');
    expect(purchases.json().map((entry: { productId: string }) => entry.productId)).toContain(
      buyer.product.id,
    );
    const link = await get(`/api/download/${encodeURIComponent(buyer.product.downloadFile)}`, buyer.auth);
    expect(link.statusCode).toBe(200);
    const file = await ctx.app.inject({ url: link.json().downloadUrl, headers: buyer.auth });
    expect(file.statusCode).toBe(200);
    const licence = await requestLicence(ctx, buyer.auth, {
      productId: buyer.product.id,
      orderId: buyer.orderId,
      machineIdName: `${HEX(7)}-Desk`,
    });
    expect(licence.statusCode).toBe(201);
    expect((await get(`/api/invoices/${buyer.orderId}`, buyer.auth)).statusCode).toBe(200);
    await publish(buyer.product.id, true);
  });
});

describe('stock 0 means out of stock', () => {
  it('is accepted by the product form, shown as 0 and refused at checkout in the buyer’s language', async () => {
    const product = shop.paid[2]!;
    const form = await get(`/api/admin/products?search=${encodeURIComponent(product.nameFr)}`, admin);
    const current = adminProductSchema.parse(form.json().products[0]);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: admin,
      payload: {
        translations: current.translations,
        category: current.category,
        compatibility: current.compatibility,
        countInStock: 0,
      },
    });
    expect(edit.statusCode).toBe(200);
    expect((await get(`/api/products/${product.slug}`)).json().countInStock).toBe(0);

    const buyer = await createUser(ctx.app, billingAddress);
    const checkout = (language: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/checkout/create-session',
        headers: { ...buyer.auth, 'accept-language': language },
        payload: { withdrawalConsent: true, cartItems: [{ product: product.id, qty: 1 }] },
      });
    const fr = await checkout('fr');
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toMatchObject({
      code: 'checkout.outOfStock',
      message: `« ${product.nameFr} » est en rupture de stock. Retirez-le du panier et réessayez.`,
    });
    expect((await checkout('en')).json().message).toBe(
      `“${product.nameEn}” is out of stock. Remove it from the cart and try again.`,
    );
  });
});
