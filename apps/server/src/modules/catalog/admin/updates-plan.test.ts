import { adminProductSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { products } from '../../../lib/db/schema';

let ctx: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
  admin = (await createUser(ctx.app, { isAdmin: true })).auth;
});
afterAll(() => ctx.close());

const details = (name: string) => ({
  translations: {
    fr: { name, description: 'Un indicateur.', features: [] },
    en: { name: `${name} EN`, description: 'An indicator.', features: [] },
  },
  category: 'analyse' as const,
  compatibility: 'NinjaTrader 8',
  countInStock: 10,
});
const send = (method: 'POST' | 'PUT', url: string, payload: object, language = 'fr') =>
  ctx.app.inject({ method, url, payload, headers: { ...admin, 'accept-language': language } });
const rowOf = async (id: string) => (await ctx.app.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('the updates plan in the back-office product form', () => {
  it('creates lifetime with every update by default, or with N months; edits it; absent leaves it', async () => {
    const created = await send('POST', '/api/admin/products', { ...details('Plan Par Défaut'), price: 10 });
    expect(created.statusCode).toBe(201);
    const product = adminProductSchema.parse(created.json());
    expect(product.updatesMonths).toBeNull();

    const withPeriod = await send('POST', '/api/admin/products', {
      ...details('Plan Douze'),
      price: 10,
      updatesMonths: 12,
    });
    expect(withPeriod.json().updatesMonths).toBe(12);

    const edited = await send('PUT', `/api/admin/products/${product._id}`, {
      ...details('Plan Par Défaut'),
      updatesMonths: 6,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().updatesMonths).toBe(6);
    expect((await rowOf(product._id)).updatesMonths).toBe(6);
    // An edit that does not name the plan (an older client, a picture reordering) keeps it.
    await send('PUT', `/api/admin/products/${product._id}`, details('Plan Par Défaut'));
    expect((await rowOf(product._id)).updatesMonths).toBe(6);
    await send('PUT', `/api/admin/products/${product._id}`, {
      ...details('Plan Par Défaut'),
      updatesMonths: null,
    });
    expect((await rowOf(product._id)).updatesMonths).toBeNull();
  });

  it.each([0, 121, 1.5, -1, '12'])(
    'refuses %j months with a translated message, and writes nothing',
    async (months) => {
      const [row] = await ctx.app.db.select().from(products).limit(1);
      const en = await send(
        'PUT',
        `/api/admin/products/${row!.id}`,
        { ...details('X'), updatesMonths: months },
        'en',
      );
      const fr = await send(
        'PUT',
        `/api/admin/products/${row!.id}`,
        { ...details('X'), updatesMonths: months },
        'fr',
      );
      expect([en.statusCode, fr.statusCode]).toEqual([400, 400]);
      expect(en.json().message).toContain('from 1 to 120');
      expect(fr.json().message).toContain('de 1 à 120');
      expect(await rowOf(row!.id)).toEqual(row);
    },
  );
});
