import { createUser } from '../fixtures';
import type { TestApp } from '../test-app';
import { insertOrder, type ProductRow } from './downloads';

/** A customer holding a paid order (free when the product is) of `product`, and that order. */
export async function buyerOf(ctx: TestApp, product: ProductRow, name = 'Jeanne Martin') {
  const user = await createUser(ctx.app, { name });
  const order = await insertOrder(ctx, user.user.id, [{ product }], { paid: true });
  return { ...user, order };
}

export function postReview(
  ctx: TestApp,
  productId: string,
  auth: Record<string, string>,
  body: unknown,
  language = 'fr',
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/reviews`,
    headers: { ...auth, 'accept-language': language },
    payload: body as object,
  });
}
