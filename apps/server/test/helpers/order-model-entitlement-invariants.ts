import { listPrice } from './order-model-catalogue';
import type { OrderRow, Snapshot } from './order-model-snapshot';
import type { Currency, OrderModel } from './order-model-state';
import type { OrderWorld } from './order-model-world';

type ItemRow = Snapshot['items'][number];

export const ACTIVE = ['pending', 'approved', 'exported', 'installed'];

/** A line of a one-off order (not a lease's period) that grants now: the shop's `liveLine`, read afresh. */
export const live = (item: ItemRow, order: OrderRow) =>
  order.isPaid && !order.subscriptionId && item.quantity > item.refundedQuantity && !item.upgradedAt;

/** The licences a live line grants: a bundle's line none (its contents do), a credited contained line none. */
export function seats(item: ItemRow, order: OrderRow, bundleId: string): number {
  if (!live(item, order) || item.productId === bundleId || item.creditedItemId) return 0;
  return item.quantity - item.refundedQuantity;
}

/**
 * 9. Seats follow the grants (issue 42). Per buyer and product, the live licences of one-off orders are never
 * more than the seats of the buyer's live lines of it (a credited indicator adds none, a line an upgrade ended
 * none); and a line with units left is ended (`upgradedAt`) exactly while a standing upgrade stands on it, so
 * the buyer never holds both the lower product and the upgrade, nor loses the lower one with no upgrade paid.
 */
export function seatsFollowGrants(snapshot: Snapshot, _model: OrderModel, world: OrderWorld): string[] {
  const problems: string[] = [];
  const orderOf = (item: ItemRow) => snapshot.orders.find((row) => row.id === item.orderId)!;
  const bundleId = world.selling.bundle.id;
  const held = new Map<string, { seats: number; licences: number }>();
  for (const item of snapshot.items) {
    const order = orderOf(item);
    if (order.subscriptionId) continue;
    const key = `buyer ${order.userId} product ${item.productId}`;
    const entry = held.get(key) ?? { seats: 0, licences: 0 };
    entry.seats += seats(item, order, bundleId);
    entry.licences += snapshot.licences.filter(
      (licence) => licence.orderItemId === item.id && ACTIVE.includes(licence.status),
    ).length;
    held.set(key, entry);
    if (order.isPaid && item.quantity > item.refundedQuantity) {
      const upgrade = snapshot.items.find(
        (other) => other.upgradeFromItemId === item.id && orderOf(other).isPaid,
      );
      if (Boolean(item.upgradedAt) !== Boolean(upgrade))
        problems.push(
          `line ${item.id} of ${order.id}: ended ${Boolean(item.upgradedAt)}, standing upgrade ${upgrade?.orderId}`,
        );
    }
  }
  for (const [key, { seats: granted, licences }] of held) {
    if (licences > granted) problems.push(`${key}: ${licences} live licences, ${granted} seats`);
  }
  return problems;
}

/**
 * 10. The money a buyer keeps pays for what they hold (issue 42). Per buyer and currency (never adding two):
 * what their granting orders kept (paid less refunded, plus what an admin gave back from the provider's
 * dashboard, which the shop cannot refuse) is at least the list value the shop agreed for the lines they still
 * hold: each line's list price times its units left less its coupon share; a line an upgrade ended counts
 * nothing (the upgrade's list price covers it), and one seat of a line a standing bundle took credit for counts
 * nothing (the bundle's list price covers it). A credit or upgrade surviving the refund of what it stood on
 * leaves the buyer short. One cent per partly refunded line is rounding.
 */
export function moneyCoversGrants(snapshot: Snapshot, model: OrderModel, world: OrderWorld): string[] {
  const problems: string[] = [];
  const products = [...world.catalogue.free, ...world.catalogue.paid, world.selling.bundle];
  const orderOf = (item: ItemRow) => snapshot.orders.find((row) => row.id === item.orderId)!;
  const standsOn = (item: ItemRow) =>
    snapshot.items.some((other) => other.creditedItemId === item.id && orderOf(other).isPaid);
  const totals = new Map<string, { kept: number; agreed: number; rounding: number }>();
  const entry = (order: OrderRow) => {
    const key = `buyer ${order.userId} in ${order.currency}`;
    const found = totals.get(key) ?? { kept: 0, agreed: 0, rounding: 0 };
    totals.set(key, found);
    return found;
  };
  for (const order of snapshot.orders.filter((row) => !row.subscriptionId)) {
    const learnt = model.dashboardRefunds
      .filter((refund) => refund.orderId === order.id && refund.learnt)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const items = snapshot.items.filter((item) => item.orderId === order.id);
    if (order.isPaid || (learnt > 0 && items.some(standsOn))) entry(order).kept += learnt;
    if (!order.isPaid) continue;
    const money = entry(order);
    money.kept += order.totalCents - order.refundedCents;
    for (const item of items.filter((candidate) => !candidate.bundleItemId && !candidate.upgradedAt)) {
      const product = products.find((row) => row.id === item.productId)!;
      const list = listPrice(product, order.currency as Currency) ?? 0;
      const agreed = list * item.quantity - item.discountCents;
      const held = item.quantity - item.refundedQuantity - (standsOn(item) ? 1 : 0);
      money.agreed += Math.round((agreed * Math.max(0, held)) / item.quantity);
      if (item.refundedQuantity > 0) money.rounding += 1;
    }
  }
  for (const [key, { kept, agreed, rounding }] of totals) {
    if (kept + rounding < agreed) problems.push(`${key}: kept ${kept} for grants listed at ${agreed}`);
  }
  return problems;
}

/**
 * 11. Trials convert once, into what was paid (docs/rules/trials.md): a converted trial names a paid order of its
 * buyer holding the product; an unconverted one has no order of its buyer holding the product that became paid
 * after it started (a purchase keeps the trial's machine).
 */
export function trialsConvertOnPayment(snapshot: Snapshot): string[] {
  const problems: string[] = [];
  for (const trial of snapshot.trials) {
    const holding = snapshot.orders.filter(
      (order) =>
        order.userId === trial.userId &&
        order.paidAt !== null &&
        snapshot.items.some((item) => item.orderId === order.id && item.productId === trial.productId),
    );
    if (trial.convertedOrderId && !holding.some((order) => order.id === trial.convertedOrderId))
      problems.push(`trial ${trial.id}: converted by ${trial.convertedOrderId}, which never paid for it`);
    const missed = holding.find((order) => order.paidAt! > trial.startsAt);
    if (!trial.convertedOrderId && missed)
      problems.push(`trial ${trial.id}: order ${missed.id} paid for its product, the trial not converted`);
  }
  return problems;
}
