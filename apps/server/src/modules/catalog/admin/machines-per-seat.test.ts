import { adminProductSchema, money } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/fixtures';
import { createModuleTestApp } from '../../../../test/module-app';
import type { TestApp } from '../../../../test/test-app';
import { products } from '../../../lib/db/schema';
import { auditModule } from '../../audit';
import { catalogModule } from '..';

/** The owner's per-product machines per seat (docs/rules/seats.md), through the product form's routes. */
let ctx: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createModuleTestApp([catalogModule, auditModule], { MAIL_WORKER_ENABLED: 'false' });
  admin = (await createUser(ctx.app, { isAdmin: true })).auth;
});
afterAll(() => ctx.close());

const details = {
  translations: {
    fr: { name: 'Sièges Pro', description: 'Un indicateur.', features: ['Delta'] },
    en: { name: 'Seats Pro', description: 'An indicator.', features: ['Delta'] },
  },
  category: 'volume' as const,
  compatibility: 'NinjaTrader 8',
  countInStock: 10,
};
const send = (method: 'POST' | 'PUT', url: string, payload: object, language = 'en') =>
  ctx.app.inject({ method, url, payload, headers: { ...admin, 'accept-language': language } });
const stored = async (id: string) =>
  (await ctx.app.db.select().from(products).where(eq(products.id, id)))[0]!.machinesPerSeat;

describe('machines per seat on the product form', () => {
  it('is null (the shop default) unless set; an edit sets it, keeps it when left out, and null clears it', async () => {
    const created = await send('POST', '/api/admin/products', { ...details, price: money(1000, 'eur') });
    const product = adminProductSchema.parse(created.json());
    expect(product.machinesPerSeat).toBeNull();
    const set = await send('PUT', `/api/admin/products/${product._id}`, { ...details, machinesPerSeat: 3 });
    expect(set.json().machinesPerSeat).toBe(3);
    expect(await stored(product._id)).toBe(3);
    await send('PUT', `/api/admin/products/${product._id}`, details);
    expect(await stored(product._id)).toBe(3);
    await send('PUT', `/api/admin/products/${product._id}`, { ...details, machinesPerSeat: null });
    expect(await stored(product._id)).toBeNull();
  });

  it.each([0, 21, 1.5])('refuses %s with adminCatalog.machinesPerSeatRange, translated', async (value) => {
    const created = await send('POST', '/api/admin/products', { ...details, price: money(1000, 'eur') });
    const id = created.json()._id as string;
    const en = await send('PUT', `/api/admin/products/${id}`, { ...details, machinesPerSeat: value });
    const fr = await send('PUT', `/api/admin/products/${id}`, { ...details, machinesPerSeat: value }, 'fr');
    expect([en.statusCode, en.json().code]).toEqual([400, 'adminCatalog.machinesPerSeatRange']);
    expect(fr.json().message).not.toBe(en.json().message);
    expect(await stored(id)).toBeNull();
  });
});
