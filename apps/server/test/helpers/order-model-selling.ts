import { checkoutQuoteSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { orderItems, orders } from '../../src/lib/db/schema';
import { type CouponCode, couponDiscount, listPrice, seatPaid } from './order-model-catalogue';
import {
  cartKey,
  newOrder,
  openBuyers,
  type PricedLine,
  pick,
  Step,
  sweepForNewCheckout,
} from './order-model-commands';
import type { Currency, ModelLine, ModelOrder, OrderModel } from './order-model-state';
import type { OrderWorld } from './order-model-world';

/** What the model expects of a checkout: refused with one of these codes, or an order of this total. */
export type Expected = { refused: string[] } | { total: number; key: string };

/**
 * Posts a card checkout as the cart's button does, checks the answer against what the model expected, and
 * records the new order (its lines read back: contained lines, credits, upgrade links, coupon shares).
 */
export async function placeCheckout(
  model: OrderModel,
  world: OrderWorld,
  buyer: number,
  body: { cartItems: Record<string, unknown>[]; currency: Currency; couponCode: CouponCode },
  expected: Expected,
): Promise<{ answer: string; order?: ModelOrder }> {
  if ('key' in expected) {
    const reused = sweepForNewCheckout(model, buyer, expected.key);
    if (reused) {
      const response = await post(world, buyer, body);
      const orderId = (response.json() as { orderId?: string }).orderId;
      if (orderId !== reused.id)
        throw world.failure(`checkout: expected open order ${reused.id} handed back`);
      return { answer: `order ${orderId} handed back` };
    }
  }
  const response = await post(world, buyer, body);
  const answer = response.json() as { code?: string; kind?: string; orderId?: string; url?: string };
  if ('refused' in expected) {
    if (response.statusCode < 400 || !expected.refused.includes(answer.code ?? ''))
      throw world.failure(
        `checkout answered ${response.statusCode} ${response.body}; expected ${expected.refused}`,
      );
    return { answer: `refused: ${answer.code}` };
  }
  if (response.statusCode !== 200 || answer.kind !== 'redirect' || !answer.orderId)
    throw world.failure(
      `checkout answered ${response.statusCode} ${response.body}; expected ${expected.total}`,
    );
  const [row] = await world.app.db.select().from(orders).where(eq(orders.id, answer.orderId));
  if (row!.totalCents !== expected.total || row!.currency !== body.currency)
    throw world.failure(
      `order ${row!.id}: ${row!.totalCents} ${row!.currency}, model ${expected.total} ${body.currency}`,
    );
  const items = await world.app.db.select().from(orderItems).where(eq(orderItems.orderId, row!.id));
  const lines: ModelLine[] = items.map((item) => ({
    itemId: item.id,
    productId: item.productId,
    quantity: item.quantity,
    unitCents: item.unitPriceCents,
    discountCents: item.discountCents,
    refundedQuantity: 0,
    ...(item.bundleItemId ? { bundleOf: item.bundleItemId } : {}),
    ...(item.creditedItemId ? { creditedItemId: item.creditedItemId } : {}),
    ...(item.upgradeFromItemId ? { upgradeFromItemId: item.upgradeFromItemId } : {}),
  }));
  const order = {
    ...newOrder(row!.id, buyer, row!.totalCents, lines, expected.key, body.currency),
    sessionId: answer.url!.split('/').pop()!,
    provider: 'open' as const,
  };
  model.orders.push(order);
  return { answer: `order ${order.id} (${order.total} ${order.currency})`, order };
}

const post = (world: OrderWorld, buyer: number, body: Record<string, unknown>) =>
  world.request({
    method: 'POST',
    url: '/api/checkout',
    headers: world.buyers[buyer]!.auth,
    payload: { withdrawalConsent: true, ...body, couponCode: body.couponCode || undefined },
  });

/** Lines at their prices, less a coupon: the total and cart key the shop should answer, or its refusal. */
function priced(lines: PricedLine[], currency: Currency, coupon: CouponCode): Expected {
  const amount = lines.reduce((sum, line) => sum + line.unitCents * line.qty, 0);
  const discount = couponDiscount(coupon, amount, currency);
  if (discount === null) return { refused: ['coupon.euroOnly'] };
  return { total: amount - discount, key: cartKey(lines, currency, coupon && `${coupon} −${discount}`) };
}

/** A card checkout of one-off lines in euros or dollars, with or without a coupon (docs/rules/currencies.md). */
export class SellingCheckout extends Step {
  constructor(
    readonly buyerPick: number,
    readonly productPicks: number[],
    readonly quantity: number,
    readonly currency: Currency,
    readonly coupon: CouponCode,
  ) {
    super();
  }
  toString = () =>
    `sellingCheckout(buyer#${this.buyerPick}, products ${this.productPicks}, qty ${this.quantity}, ${this.currency}, coupon '${this.coupon}')`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const buyer = pick(openBuyers(model), this.buyerPick);
    if (buyer === undefined) return undefined;
    const chosen = [...new Set(this.productPicks.map((n) => pick(world.catalogue.paid, n)!))];
    const lines = chosen.map((product) => ({
      product: product.id,
      qty: this.quantity,
      unitCents: listPrice(product, this.currency),
    }));
    const unsold = lines.some((line) => line.unitCents === null);
    const expected: Expected = unsold
      ? // Both refusals may apply to a dollar cart with a euro coupon: the shop names one.
        { refused: ['currency.productNotSold', ...(this.coupon === 'MODEL-FIVE' ? ['coupon.euroOnly'] : [])] }
      : priced(lines as PricedLine[], this.currency, this.coupon);
    const cartItems = lines.map(({ product, qty }) => ({ product, qty }));
    const body = { cartItems, currency: this.currency, couponCode: this.coupon };
    return (await placeCheckout(model, world, buyer, body, expected)).answer;
  }
}

/**
 * A card checkout of the seeded bundle (docs/rules/bundles.md), in euros (it has no dollar price): each contained
 * indicator the buyer holds a live line of is credited at what one seat of such a line cost; a buyer holding all
 * of them is refused, one holding some buys one copy only.
 */
export class BundleCheckout extends Step {
  constructor(
    readonly buyerPick: number,
    readonly twoCopies: boolean,
    readonly coupon: CouponCode,
  ) {
    super();
  }
  toString = () =>
    `bundleCheckout(buyer#${this.buyerPick}, ${this.twoCopies ? 2 : 1} copies, coupon '${this.coupon}')`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const buyer = pick(openBuyers(model), this.buyerPick);
    if (buyer === undefined) return undefined;
    const { bundle, contents } = world.selling;
    const owned = contents.filter((product) => model.liveLines(buyer, product.id).length > 0);
    const qty = this.twoCopies ? 2 : 1;
    const body = {
      cartItems: [{ product: bundle.id, qty }],
      currency: 'eur' as const,
      couponCode: this.coupon,
    };
    if (owned.length === contents.length)
      return (await placeCheckout(model, world, buyer, body, { refused: ['bundle.allOwned'] })).answer;
    if (owned.length > 0 && qty > 1)
      return (await placeCheckout(model, world, buyer, body, { refused: ['bundle.oneWithCredit'] })).answer;
    // Which owned line is credited (the newest paid) is the shop's to choose: the credit is checked once read.
    const unit = await creditedPrice(
      model,
      world,
      buyer,
      owned.map((product) => product.id),
    );
    const expected = priced([{ product: bundle.id, qty, unitCents: unit }], 'eur', this.coupon);
    const placed = await placeCheckout(model, world, buyer, body, expected);
    if (placed.order)
      checkCredits(
        world,
        model,
        buyer,
        placed.order,
        owned.map((product) => product.id),
      );
    return placed.answer;
  }
}

/**
 * The bundle's unit price after the credits: the list price less, for each owned indicator, what one seat of one
 * of its live lines cost. Where the buyer's lines of an indicator cost different amounts, the shop's choice (the
 * newest) is read from its quote.
 */
async function creditedPrice(model: OrderModel, world: OrderWorld, buyer: number, owned: string[]) {
  const { bundle } = world.selling;
  let credits = 0;
  for (const productId of owned) {
    const seats = new Set(
      model.liveLines(buyer, productId).map(({ line }) => (line.bundleOf ? 0 : seatPaid(line))),
    );
    if (seats.size === 1) credits += [...seats][0]!;
    else credits = Number.NaN;
  }
  if (!Number.isNaN(credits)) return Math.max(0, bundle.priceCents - credits);
  const quote = await world.request({
    method: 'POST',
    url: '/api/checkout/quote',
    headers: world.buyers[buyer]!.auth,
    payload: { cartItems: [{ product: bundle.id, qty: 1 }] },
  });
  return checkoutQuoteSchema.parse(quote.json()).lines[0]!.price.amount;
}

/** Each contained line of an owned indicator records a live line of the buyer's as its credit, and no other. */
function checkCredits(
  world: OrderWorld,
  model: OrderModel,
  buyer: number,
  order: ModelOrder,
  owned: string[],
) {
  for (const line of order.lines.filter((candidate) => candidate.bundleOf)) {
    const live = model.liveLines(buyer, line.productId).map((held) => held.line.itemId);
    const expected = owned.includes(line.productId);
    if (expected !== Boolean(line.creditedItemId) || (expected && !live.includes(line.creditedItemId!)))
      throw world.failure(
        `bundle ${order.id}: line of ${line.productId} credits ${line.creditedItemId}, owned ${expected}`,
      );
  }
}
