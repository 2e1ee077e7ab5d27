import { adminProductSchema, money } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/fixtures';
import { createModuleTestApp } from '../../../../test/module-app';
import type { TestApp } from '../../../../test/test-app';
import { products } from '../../../lib/db/schema';
import { auditModule } from '../../audit';
import { catalogModule } from '..';

/** What a product's licence files grant (build, edition, feature keys), through the product form's routes. */
let ctx: TestApp;
let admin: { authorization: string };
let buyer: { authorization: string };
beforeAll(async () => {
  ctx = await createModuleTestApp([catalogModule, auditModule], { MAIL_WORKER_ENABLED: 'false' });
  admin = (await createUser(ctx.app, { isAdmin: true })).auth;
  buyer = (await createUser(ctx.app)).auth;
});
afterAll(() => ctx.close());

const details = {
  translations: {
    fr: { name: 'Édition Pro', description: 'Un indicateur.', features: ['Delta'] },
    en: { name: 'Pro Edition', description: 'An indicator.', features: ['Delta'] },
  },
  category: 'volume' as const,
  compatibility: 'NinjaTrader 8',
  countInStock: 10,
};
const send = (method: 'POST' | 'PUT', url: string, payload: object, language = 'en', auth = admin) =>
  ctx.app.inject({ method, url, payload, headers: { ...auth, 'accept-language': language } });
const stored = async (id: string) => {
  const [row] = await ctx.app.db.select().from(products).where(eq(products.id, id));
  return { build: row!.licenceBuild, edition: row!.licenceEdition, features: row!.licenceFeatures };
};
const newProduct = async () =>
  adminProductSchema.parse(
    (await send('POST', '/api/admin/products', { ...details, price: money(1000, 'eur') })).json(),
  );

describe('licence settings on the product form', () => {
  it('start empty (the slug as build); an edit sets them, keeps them when left out, and null and [] clear them', async () => {
    const product = await newProduct();
    expect([product.licenceBuild, product.licenceEdition, product.licenceFeatures]).toEqual([null, null, []]);
    const settings = {
      licenceBuild: 'vwap',
      licenceEdition: 'premium',
      licenceFeatures: ['delta-ladder', 'alerts'],
    };
    const set = await send('PUT', `/api/admin/products/${product._id}`, { ...details, ...settings });
    expect(set.json()).toMatchObject(settings);
    expect(await stored(product._id)).toEqual({
      build: 'vwap',
      edition: 'premium',
      features: ['delta-ladder', 'alerts'],
    });
    await send('PUT', `/api/admin/products/${product._id}`, details);
    expect((await stored(product._id)).features).toEqual(['delta-ladder', 'alerts']);
    await send('PUT', `/api/admin/products/${product._id}`, {
      ...details,
      licenceBuild: null,
      licenceEdition: null,
      licenceFeatures: [],
    });
    expect(await stored(product._id)).toEqual({ build: null, edition: null, features: [] });
  });

  it.each([
    [{ licenceBuild: 'VWAP' }, 'adminCatalog.licenceBuildInvalid'],
    [{ licenceBuild: '-vwap' }, 'adminCatalog.licenceBuildInvalid'],
    [{ licenceEdition: 'x'.repeat(41) }, 'adminCatalog.licenceEditionInvalid'],
    [{ licenceFeatures: ['delta ladder'] }, 'adminCatalog.licenceFeatureInvalid'],
    [{ licenceFeatures: ['alerts', 'alerts'] }, 'adminCatalog.licenceFeatureRepeated'],
    [
      { licenceFeatures: Array.from({ length: 21 }, (_, index) => `f${index}`) },
      'adminCatalog.licenceFeaturesTooMany',
    ],
  ])('refuses %j with its key, translated, and stores nothing', async (wrong, code) => {
    const product = await newProduct();
    const en = await send('PUT', `/api/admin/products/${product._id}`, { ...details, ...wrong });
    const fr = await send('PUT', `/api/admin/products/${product._id}`, { ...details, ...wrong }, 'fr');
    expect([en.statusCode, en.json().code]).toEqual([400, code]);
    expect(fr.json().message).not.toBe(en.json().message);
    expect(await stored(product._id)).toEqual({ build: null, edition: null, features: [] });
  });

  it('is the owner’s: a buyer may not set them', async () => {
    const product = await newProduct();
    const answer = await send(
      'PUT',
      `/api/admin/products/${product._id}`,
      { ...details, licenceEdition: 'premium' },
      'en',
      buyer,
    );
    expect(answer.statusCode).toBe(403);
    expect((await stored(product._id)).edition).toBeNull();
  });
});
