import { adminCouponListSchema, adminCouponSchema } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AdminFixture, setupModuleAdminSuite } from '../../../test/helpers/admin';
import { uniqueCode } from '../../../test/helpers/coupons';
import type { TestApp } from '../../../test/test-app';
import { adminAuditLog, coupons, products } from '../../lib/db/schema';
import { couponsModule } from '.';

let ctx: TestApp;
let admin: AdminFixture;
setupModuleAdminSuite([couponsModule], (suite) => {
  ({ ctx, admin } = suite);
});

const body = (overrides: Record<string, unknown> = {}) => ({
  code: uniqueCode('ADMIN'),
  kind: 'percent',
  percent: 15,
  productId: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  firstPurchaseOnly: false,
  active: true,
  ...overrides,
});
const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, language = 'en') =>
  ctx.app.inject({ method, url, payload, headers: { ...admin.auth, 'accept-language': language } });

describe('the back-office’s coupons (docs/rules/coupons.md)', () => {
  it('creates a fixed-amount coupon for one product, with dates and limits, its amount a Money in euros', async () => {
    const [product] = await ctx.app.db.select().from(products).orderBy(asc(products.slug)).limit(1);
    const response = await send(
      'POST',
      '/api/admin/coupons',
      body({
        kind: 'amount',
        percent: undefined,
        amount: { amount: 1250, currency: 'eur' },
        productId: product!.id,
        startsAt: '2026-12-01T00:00:00.000Z',
        endsAt: '2027-01-01T00:00:00+01:00',
        maxUses: 100,
        maxUsesPerCustomer: 1,
        firstPurchaseOnly: true,
      }),
    );
    expect(response.statusCode).toBe(201);
    const created = adminCouponSchema.parse(response.json());
    expect(created).toMatchObject({
      kind: 'amount',
      amount: { amount: 1250, currency: 'eur' },
      productId: product!.id,
      productName: product!.nameEn,
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: '2026-12-31T23:00:00.000Z',
      maxUses: 100,
      firstPurchaseOnly: true,
      active: true,
      used: 0,
      reserved: 0,
    });
    expect(created).not.toHaveProperty('percent');
    const [row] = await ctx.app.db.select().from(coupons).where(eq(coupons.id, created._id));
    expect(row).toMatchObject({ kind: 'amount', value: 1250 });
  });

  it('refuses an amount in dollars, a fraction of a cent, a bare number and a percentage as a fraction, translated', async () => {
    const amount = (value: unknown) => body({ kind: 'amount', percent: undefined, amount: value });
    const dollars = await send('POST', '/api/admin/coupons', amount({ amount: 500, currency: 'usd' }), 'fr');
    expect(dollars.statusCode).toBe(400);
    expect(dollars.json().details).toContainEqual(
      expect.objectContaining({
        code: 'coupon.amountInEuros',
        message: 'Un code promo à montant fixe est en euros.',
      }),
    );
    for (const [payload, language] of [
      [amount({ amount: 12.5, currency: 'eur' }), 'en'],
      [amount({ amount: 0, currency: 'eur' }), 'fr'],
      [body({ percent: 12.5 }), 'en'],
    ] as const) {
      const refused = await send('POST', '/api/admin/coupons', payload, language);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toContainEqual(expect.objectContaining({ code: 'coupon.valueRange' }));
    }
    // A bare number where the Money goes, and an amount coupon without its amount: refused, never a 500.
    for (const payload of [amount(12.5), amount(undefined), body({ kind: 'gift' })]) {
      const refused = await send('POST', '/api/admin/coupons', payload, 'en');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toEqual(expect.any(String));
    }
  });

  it('refuses a percentage above 100, an end before the start, an unknown product and a code in use, translated', async () => {
    const percent = await send('POST', '/api/admin/coupons', body({ percent: 150 }), 'fr');
    expect(percent.statusCode).toBe(400);
    expect(percent.json().details).toContainEqual(expect.objectContaining({ code: 'coupon.valueRange' }));
    const dates = await send(
      'POST',
      '/api/admin/coupons',
      body({ startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' }),
    );
    expect(dates.json().details).toContainEqual(expect.objectContaining({ code: 'coupon.datesOrder' }));
    const product = await send(
      'POST',
      '/api/admin/coupons',
      body({ productId: '01900000-0000-7000-8000-000000000000' }),
    );
    expect(product.json()).toMatchObject({ code: 'coupon.productNotFound' });
    const code = uniqueCode('TAKEN');
    expect((await send('POST', '/api/admin/coupons', body({ code }))).statusCode).toBe(201);
    const taken = await send('POST', '/api/admin/coupons', body({ code: code.toLowerCase() }), 'fr');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'coupon.codeTaken',
      message: 'Un autre code promo porte déjà ce code.',
    });
  });

  it('edits and disables a coupon, each write audited with before and after, and lists it', async () => {
    const created = adminCouponSchema.parse((await send('POST', '/api/admin/coupons', body())).json());
    const edited = await send(
      'PUT',
      `/api/admin/coupons/${created._id}`,
      body({ code: created.code, percent: 30 }),
    );
    expect(adminCouponSchema.parse(edited.json())).toMatchObject({ percent: 30, active: true });
    const disabled = await send(
      'PUT',
      `/api/admin/coupons/${created._id}`,
      body({ code: created.code, percent: 30, active: false }),
    );
    expect(adminCouponSchema.parse(disabled.json())).toMatchObject({ active: false });
    const entries = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `coupon:${created._id}`))
      .orderBy(asc(adminAuditLog.createdAt));
    expect(entries.map((entry) => entry.action)).toEqual(['coupon.create', 'coupon.update', 'coupon.update']);
    expect(entries[1]).toMatchObject({ before: { value: 15 }, after: { value: 30, disabledAt: null } });
    expect((entries[2]!.after as { disabledAt: string | null }).disabledAt).not.toBeNull();

    const missing = await send('PUT', '/api/admin/coupons/01900000-0000-7000-8000-000000000000', body());
    expect(missing.statusCode).toBe(404);
    const list = adminCouponListSchema.parse(
      (await ctx.app.inject({ url: '/api/admin/coupons?limit=100', headers: admin.auth })).json(),
    );
    expect(list.coupons.find((coupon) => coupon._id === created._id)).toMatchObject({ active: false });
  });
});
