import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { catalogueWithZips, insertOrder } from '../../../test/helpers/downloads';
import { createModuleTestApp } from '../../../test/module-app';
import { countQueries } from '../../../test/query-count';
import type { TestApp } from '../../../test/test-app';
import { downloadsModule } from '.';

let ctx: TestApp;
let shop: Awaited<ReturnType<typeof catalogueWithZips>>;

beforeAll(async () => {
  ctx = await createModuleTestApp([downloadsModule]);
  shop = await catalogueWithZips(ctx, 16);
});
afterAll(() => ctx.close());

const purchases = (auth: Record<string, string>, language = 'fr') =>
  ctx.app.inject({ url: '/api/users/purchases', headers: { ...auth, 'accept-language': language } });

describe('GET /api/users/purchases', () => {
  it('answers 401 signed out', async () => {
    expect((await purchases({})).statusCode).toBe(401);
  });

  it('lists one entry per product and paid order (free ones included), newest first, only the caller’s', async () => {
    const buyer = await createUser(ctx.app);
    const [first, second] = shop.paid;
    const free = shop.free[0]!;
    const old = await insertOrder(ctx, buyer.user.id, [{ product: first! }], {
      paid: true,
      paidAt: new Date('2026-01-02T10:00:00Z'),
    });
    const recent = await insertOrder(
      ctx,
      buyer.user.id,
      [{ product: first!, quantity: 2 }, { product: free }],
      {
        paid: true,
        paidAt: new Date('2026-03-04T10:00:00Z'),
      },
    );
    await insertOrder(ctx, buyer.user.id, [{ product: second! }], { paid: false });
    const stranger = await createUser(ctx.app);
    await insertOrder(ctx, stranger.user.id, [{ product: second! }], { paid: true });

    const answer = await purchases(buyer.auth, 'en');
    expect(answer.statusCode).toBe(200);
    const list = answer.json() as Array<Record<string, unknown>>;
    expect(list.map((entry) => [entry.orderId, entry.productId])).toEqual(
      expect.arrayContaining([
        [recent.id, first!.id],
        [recent.id, free.id],
        [old.id, first!.id],
      ]),
    );
    expect(list).toHaveLength(3);
    expect(list.slice(0, 2).every((entry) => entry.orderId === recent.id)).toBe(true);
    expect(list[2]).toEqual({
      productId: first!.id,
      productName: first!.nameEn,
      slug: first!.slug,
      price: { amount: first!.priceCents, currency: 'eur' },
      currency: 'eur',
      includedIn: null,
      quantity: 1,
      purchaseDate: '2026-01-02T10:00:00.000Z',
      orderId: old.id,
      description: first!.descriptionEn,
      downloadLink: first!.downloadFile,
      licenceRequestable: true,
    });
    const freeEntry = list.find((entry) => entry.productId === free.id)!;
    expect(freeEntry.price).toEqual({ amount: 0, currency: 'eur' });
    const fr = (await purchases(buyer.auth, 'fr')).json() as Array<Record<string, unknown>>;
    expect(fr.find((entry) => entry.productId === free.id)!.productName).toBe(free.nameFr);
  });

  it('reads a fixed number of queries whatever the number of orders (no query per row)', async () => {
    const one = await createUser(ctx.app);
    await insertOrder(ctx, one.user.id, [{ product: shop.paid[0]! }], { paid: true });
    const many = await createUser(ctx.app);
    for (let index = 0; index < 40; index += 1) {
      await insertOrder(
        ctx,
        many.user.id,
        [{ product: shop.paid[index % shop.paid.length]! }, { product: shop.free[0]! }],
        {
          paid: true,
        },
      );
    }
    let manyAnswer: Awaited<ReturnType<typeof purchases>> | undefined;
    await purchases(one.auth); // warm-up: the driver's first statement on a connection can add one
    const forOne = await countQueries(ctx, () => purchases(one.auth));
    const forMany = await countQueries(ctx, async () => {
      manyAnswer = await purchases(many.auth);
    });
    expect((manyAnswer!.json() as unknown[]).length).toBe(80);
    expect(forMany).toBe(forOne);
    // The token check, the purchases query and the licence rule's one query for every line.
    expect(forMany).toBe(3);
  });
});
