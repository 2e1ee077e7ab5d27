import { money } from '@shop/contracts';
import type { InjectOptions } from 'fastify';
import { products } from '../src/lib/db/schema';
import { buildPlaceholderZip } from '../src/seed/placeholder-zip';
import type { MatrixContext, MatrixEntry } from './admin-matrix-entry';
import { ninjaTraderExport } from './helpers/releases';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

const details = {
  translations: {
    fr: { name: 'Matrice', description: 'Produit de test.', features: [] },
    en: { name: 'Matrix', description: 'Test product.', features: [] },
  },
  category: 'analyse',
  compatibility: 'NinjaTrader 8',
  countInStock: 10,
};

let releases = 0;

async function firstProductId({ app }: MatrixContext): Promise<string> {
  const [product] = await app.db.select({ id: products.id }).from(products).limit(1);
  return product!.id;
}

/** A request on the first seeded product. */
const onProduct =
  (path: string, payload?: InjectOptions['payload'], headers?: Record<string, string>) =>
  async (context: MatrixContext) => ({
    url: `/api/admin/products/${await firstProductId(context)}${path}`,
    payload,
    headers,
  });

/** The Products tab's and catalogue management's routes in the back-office authorisation matrix. */
export const adminCatalogRouteMatrix: Record<string, MatrixEntry> = {
  'GET /api/admin/products': {
    request: async () => ({ url: '/api/admin/products?page=1&limit=50' }),
    status: 200,
  },
  'GET /api/admin/products/stats': {
    request: async () => ({ url: '/api/admin/products/stats' }),
    status: 200,
  },
  'PUT /api/admin/products/:id/price': {
    request: onProduct('/price', { price: money(1250, 'eur'), reason: 'Matrix' }),
    status: 200,
  },
  'GET /api/admin/products/:id/price-history': { request: onProduct('/price-history'), status: 200 },
  'PUT /api/admin/products/:id/publication': {
    request: onProduct('/publication', { published: true }),
    status: 200,
  },
  'PUT /api/admin/products/bulk-price-update': {
    request: async (context) => ({
      url: '/api/admin/products/bulk-price-update',
      payload: { updates: [{ productId: await firstProductId(context), price: money(1300, 'eur') }] },
    }),
    status: 200,
  },
  'PUT /api/admin/products/bulk-price': {
    request: async (context) => ({
      url: '/api/admin/products/bulk-price',
      payload: { updates: [{ productId: await firstProductId(context), price: money(1400, 'eur') }] },
    }),
    status: 200,
  },
  'POST /api/admin/products': {
    request: async () => ({ url: '/api/admin/products', payload: { ...details, price: money(500, 'eur') } }),
    status: 201,
  },
  'PUT /api/admin/products/:id': { request: onProduct('', details), status: 200 },
  'GET /api/admin/products/:id/selling': { request: onProduct('/selling'), status: 200 },
  'PUT /api/admin/products/:id/bundle': { request: onProduct('/bundle', { productIds: [] }), status: 200 },
  'PUT /api/admin/products/:id/upgrade-paths': {
    request: onProduct('/upgrade-paths', { paths: [] }),
    status: 200,
  },
  'POST /api/admin/products/:id/images': {
    request: onProduct('/images', PNG, { 'content-type': 'image/png' }),
    status: 201,
  },
  'POST /api/admin/products/:id/releases/upload': {
    request: async (context) =>
      onProduct('/releases/upload?version=1.0.0', await ninjaTraderExport(), {
        'content-type': 'application/zip',
      })(context),
    status: 201,
  },
  // The zip is uploaded first by the admin; the matrix then sends the publication as each caller.
  'POST /api/admin/products/:id/releases': {
    request: async (context) => {
      const productId = await firstProductId(context);
      const version = `1.${++releases}.0`;
      const upload = await context.app.inject({
        method: 'POST',
        url: `/api/admin/products/${productId}/releases/upload?version=${version}`,
        payload: await ninjaTraderExport(),
        headers: { ...context.admin.auth, 'content-type': 'application/zip' },
      });
      return {
        url: `/api/admin/products/${productId}/releases`,
        payload: {
          version,
          minPlatformVersion: '8.1',
          changelogFr: 'Fr',
          changelogEn: 'En',
          file: upload.json().file,
        },
      };
    },
    status: 201,
  },
  'GET /api/admin/products/:id/releases': { request: onProduct('/releases'), status: 200 },
  'PUT /api/admin/products/:id/zip': {
    request: async (context) =>
      onProduct('/zip', await buildPlaceholderZip('Matrix', 'matrix'), { 'content-type': 'application/zip' })(
        context,
      ),
    status: 200,
  },
};
