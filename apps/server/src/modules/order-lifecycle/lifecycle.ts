import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../lib/db/client';
import { orderItems, orders, users } from '../../lib/db/schema';
import { AppError } from '../../lib/errors';
import { productNameOrUnknown } from '../../lib/i18n';
import { brokenDependencies } from '../entitlements';
import type { OrderRow } from '../orders';
import { stateOf } from '../orders';
import type { AuditActor, AuditEntry, LifecycleDeps } from './deps';
import { invoiceAndConfirm, issuePendingInvoices, lineNames, pendingInvoiceCount } from './invoicing';
import { recordOrderRefunded, recordOrdersPaid } from './order-events';
import { notifyAutomaticRefund, type ProviderRefund, sendProviderRefunds } from './provider-refunds';
import type { ProviderPayment, RecordedRefundFacts, TransitionResult } from './results';
import { closedBuyers, lockOrders, writeState } from './store';
import { decide, type LifecycleState, type OrderEvent } from './transitions';
import { endLowerLines, reopenLowerLines } from './upgrade-lines';

const toResult = (orderId: string, state: LifecycleState, moved: boolean): TransitionResult => ({
  orderId,
  state,
  grants: state === 'paid' || state === 'partially_refunded',
  moved,
});

/**
 * The one owner of an order's life (docs/rules/orders.md): every change of `orders.status` is one of these
 * methods, each called in the caller's transaction on rows it locked, and each applies the effects that
 * `decide` declares for the order's state: documents, licences, e-mails, and one audit entry per transition.
 * Checkout reports payment outcomes, refunds report recorded refunds, the back-office and maintenance call it.
 */
export class OrderLifecycle {
  constructor(private readonly deps: LifecycleDeps) {}

  /**
   * Payments that went through (a webhook, a success-page poll, a reconciliation, a free checkout), applied
   * together. Returns each order's result and the payments to give back once the caller has committed.
   * `paidAt`: when the provider's test clock paid them (docs/rules/leases.md), the time of the order and its
   * invoice; the real clock otherwise.
   */
  async pay(
    tx: Transaction,
    payments: readonly ProviderPayment[],
    actor: AuditActor | null,
    { paidAt = new Date() }: { paidAt?: Date } = {},
  ): Promise<{ results: TransitionResult[]; giveBack: ProviderRefund[] }> {
    if (payments.length === 0) return { results: [], giveBack: [] };
    const closed = await closedBuyers(
      tx,
      payments.map(({ order }) => order.userId),
    );
    // An upgrade or a credited bundle is paid only while the line its price stood on still holds
    // (docs/rules/entitlements.md): checked again here, in the payment's transaction.
    const broken = await brokenDependencies(
      tx,
      payments.map(({ order }) => order.id),
    );
    const intents = new Map(payments.map(({ order, paymentIntentId }) => [order.id, paymentIntentId]));
    const giveBack: ProviderRefund[] = [];
    const results = await this.apply(
      tx,
      payments.map(({ order }) => order),
      (order) => ({
        type: 'pay',
        buyerClosed: closed.has(order.userId),
        dependencyGone: broken.has(order.id),
      }),
      actor,
      {
        paidAt,
        paymentIntents: intents,
        onUnchanged: (order, effects) => {
          const paymentIntent = intents.get(order.id) ?? order.stripePaymentIntentId;
          if (effects.includes('refundAtProvider') && paymentIntent) {
            giveBack.push({
              orderId: order.id,
              paymentIntent,
              amountCents: order.totalCents,
              reason: closed.has(order.userId) ? 'account_closed' : 'dependency_gone',
            });
          }
        },
      },
    );
    // Kept on the order so the provider's refund event finds it, though the order is never paid.
    for (const { orderId, paymentIntent } of giveBack) {
      await tx
        .update(orders)
        .set({ stripePaymentIntentId: paymentIntent })
        .where(and(eq(orders.id, orderId), isNull(orders.stripePaymentIntentId)));
    }
    return { results, giveBack };
  }

  /**
   * Issues the invoices of paid orders that waited for the seller's identity, once it may be invoiced with
   * (docs/rules/invoices.md); each in its own transactions. Returns how many were issued.
   */
  issuePendingInvoices(): Promise<number> {
    return issuePendingInvoices(this.deps);
  }

  /** How many paid orders wait for their invoice. */
  pendingInvoiceCount(db: Executor): Promise<number> {
    return pendingInvoiceCount(db);
  }

  /** The payments of closed accounts' orders given back at the provider, after the caller's commit. */
  givePaymentsBack(refunds: readonly ProviderRefund[]): Promise<void> {
    return sendProviderRefunds(this.deps, refunds);
  }

  /** The payment was refused or the session could not be created. */
  fail(tx: Transaction, lockedOrders: readonly OrderRow[], actor: AuditActor | null) {
    return this.apply(tx, lockedOrders, () => ({ type: 'fail' }), actor);
  }

  /** The payment session expired. */
  expire(tx: Transaction, lockedOrders: readonly OrderRow[], actor: AuditActor | null) {
    return this.apply(tx, lockedOrders, () => ({ type: 'expire' }), actor);
  }

  /** An admin marks the order unpaid: it grants nothing, and no later payment fact overrules that. */
  async unmark(tx: Transaction, order: OrderRow, actor: AuditActor): Promise<TransitionResult> {
    return this.one(tx, order, { type: 'unmark' }, actor);
  }

  /** An admin marks the order paid (by hand, or again after unmarking it). */
  async remark(tx: Transaction, order: OrderRow, actor: AuditActor): Promise<TransitionResult> {
    return this.one(tx, order, { type: 'remark', partlyRefunded: order.refundedCents > 0 }, actor);
  }

  /** An admin "refunds" a free order: it is cancelled. */
  async cancel(tx: Transaction, order: OrderRow, actor: AuditActor | null): Promise<TransitionResult> {
    return this.one(tx, order, { type: 'cancel', free: order.totalCents === 0 }, actor);
  }

  /** A refund was recorded: units and money given back, licences above what is left revoked, a credit note. */
  async refund(
    tx: Transaction,
    order: OrderRow,
    refund: RecordedRefundFacts,
    actor: AuditActor | null,
  ): Promise<TransitionResult> {
    const refundedCents = Math.min(order.totalCents, order.refundedCents + refund.amountCents);
    const [result] = await this.apply(
      tx,
      [order],
      () => ({ type: 'refund', full: refundedCents >= order.totalCents }),
      actor,
      { refund, refundedCents },
    );
    return result!;
  }

  /** The buyer closes their account: orders still awaiting payment expire with it. */
  async closeAccount(tx: Transaction, userId: string, actor: AuditActor): Promise<TransitionResult[]> {
    const pending = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')));
    const locked = await lockOrders(
      tx,
      pending.map((row) => row.id),
    );
    return this.apply(tx, [...locked.values()], () => ({ type: 'closeAccount' }), actor);
  }

  private async one(tx: Transaction, order: OrderRow, event: OrderEvent, actor: AuditActor | null) {
    const [result] = await this.apply(tx, [order], () => event, actor);
    return result!;
  }

  /**
   * Decides each order's move, refuses the whole call when one is refused (409), writes the moves (one
   * statement per target state), carries out the declared effects and writes one audit entry per move.
   */
  private async apply(
    tx: Transaction,
    lockedOrders: readonly OrderRow[],
    eventOf: (order: OrderRow) => OrderEvent,
    actor: AuditActor | null,
    context: ApplyContext = {},
  ): Promise<TransitionResult[]> {
    const planned = lockedOrders.map((order) => {
      const event = eventOf(order);
      return { order, event, from: stateOf(order), decision: decide(stateOf(order), event) };
    });
    if (planned.some(({ decision }) => decision.kind === 'refused')) {
      throw new AppError(409, 'admin.orderTransitionRefused');
    }
    const results: TransitionResult[] = [];
    const byTarget = new Map<LifecycleState, string[]>();
    const toInvoice: OrderRow[] = [];
    const toConvert: OrderRow[] = [];
    const toRedeem: string[] = [];
    const toRelease: string[] = [];
    const audit: AuditEntry[] = [];
    for (const { order, event, from, decision } of planned) {
      if (decision.kind !== 'move') {
        const effects = decision.kind === 'unchanged' ? decision.effects : [];
        if (order.couponId && effects.includes('releaseCoupon')) toRelease.push(order.id);
        context.onUnchanged?.(order, effects);
        results.push(toResult(order.id, from, false));
        continue;
      }
      byTarget.set(decision.to, [...(byTarget.get(decision.to) ?? []), order.id]);
      if (decision.effects.includes('issueInvoice')) toInvoice.push(order);
      if (decision.effects.includes('convertTrials')) toConvert.push(order);
      if (order.couponId && decision.effects.includes('redeemCoupon')) toRedeem.push(order.id);
      if (order.couponId && decision.effects.includes('releaseCoupon')) toRelease.push(order.id);
      results.push(toResult(order.id, decision.to, true));
      audit.push({
        actor,
        action: `order.${event.type === 'refund' && context.refund?.automatic ? 'autoRefund' : event.type}`,
        target: `order:${order.id}`,
        before: { status: from, refundedCents: order.refundedCents },
        after: {
          status: decision.to,
          refundedCents: context.refundedCents ?? order.refundedCents,
          ...(context.refund ? { refundId: context.refund.id, amountCents: context.refund.amountCents } : {}),
        },
      });
    }
    for (const [to, ids] of byTarget) {
      await writeState(tx, ids, to, {
        paidAt: context.paidAt,
        paymentIntents: context.paymentIntents,
        refundedCents: context.refundedCents,
      });
    }
    const toRevert: string[] = [];
    const ended: OrderRow[] = [];
    for (const { order, decision } of planned) {
      if (decision.kind !== 'move') continue;
      if (decision.effects.includes('revokeLicences')) toRevert.push(order.id);
      if (decision.effects.includes('revokeLicences') || decision.effects.includes('revokeRefundedSeats')) {
        ended.push(order);
      }
      if (decision.effects.includes('recordRefund') && context.refund) {
        await this.recordRefundEffects(tx, order, context.refund);
        const full = decision.to === 'refunded';
        await recordOrderRefunded(this.deps, tx, order, context.refund, full, new Date());
      }
      if (decision.effects.includes('revokeLicences')) {
        await this.deps.leases.periodRevoked(tx, order.id, {
          keepLicence: context.refund?.keepLeaseLicence ?? false,
        });
        await this.deps.licences.revokeOrderLicences(tx, order.id, context.refund?.id ?? null);
      }
      if (decision.effects.includes('revokeRefundedSeats') && context.refund) {
        await this.deps.licences.revokeRefundedSeats(
          tx,
          order.id,
          context.refund.id,
          context.refund.licenceIds,
        );
      }
    }
    // An upgrade takes over the lower licences when its order grants, and gives them back when it stops. It
    // goes before the trials: the seats the lower licences fill are the upgrade's (docs/rules/trials.md).
    if (toConvert.length > 0) await this.deps.upgrades.apply(tx, await endLowerLines(tx, toConvert));
    if (toConvert.length > 0) await this.deps.trials.convertTrials(tx, toConvert);
    await this.deps.upgrades.revert(tx, await reopenLowerLines(tx, toRevert));
    // After the licences, leases and upgrades moved: what the buyer still holds decides a revocation.
    await this.deps.vendorLicences.ordersPaid(tx, toConvert);
    await this.deps.vendorLicences.ordersEnded(tx, ended, context.refund ? 'refund' : 'unpaid');
    await this.deps.coupons.redeem(tx, toRedeem);
    await this.deps.coupons.release(tx, toRelease);
    await invoiceAndConfirm(this.deps, tx, toInvoice, context.paidAt ?? new Date());
    // After the invoices: the owner's tools get the paid order's invoice number.
    await recordOrdersPaid(this.deps, tx, toConvert, context.paidAt ?? new Date());
    // After writeState: the partner's commission follows the order's new state and refunded amount.
    await this.deps.affiliates.ordersMoved(
      tx,
      planned.flatMap(({ order, decision }) => (decision.kind === 'move' ? [order.id] : [])),
    );
    if (audit.length > 0) await this.deps.recordAudit(tx, audit);
    return results;
  }

  /** The units given back on the lines and the credit note (when the order was invoiced) of a refund. */
  private async recordRefundEffects(tx: Transaction, order: OrderRow, refund: RecordedRefundFacts) {
    for (const line of refund.lines) {
      await tx
        .update(orderItems)
        .set({ refundedQuantity: sql`${orderItems.refundedQuantity} + ${line.quantity}` })
        .where(and(eq(orderItems.id, line.orderItemId), eq(orderItems.orderId, order.id)));
    }
    // A bundle's contained lines give back the seats its line gave back (docs/rules/bundles.md).
    await tx
      .update(orderItems)
      .set({
        refundedQuantity: sql`(select bundle.refunded_quantity from ${orderItems} as bundle where bundle.id = ${orderItems.bundleItemId})`,
      })
      .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.bundleItemId)));
    if (refund.automatic)
      await notifyAutomaticRefund(this.deps, tx, order, refund.amountCents, refund.automatic);
    const invoice = await this.deps.documents.findInvoice(tx, order.id);
    if (!invoice) return;
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const [buyer] = await tx.select().from(users).where(eq(users.id, order.userId));
    const lines = refund.lines.map((line) => {
      const item = items.find((candidate) => candidate.id === line.orderItemId)!;
      return {
        name: productNameOrUnknown(item.name, order.language),
        names: lineNames(item, order.language),
        quantity: line.quantity,
        unitPriceCents: item.unitPriceCents,
      };
    });
    // The refunded lines' prorated share of the coupon's discount: what they cost less what is given back.
    const discountCents =
      lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0) - refund.amountCents;
    await this.deps.documents.issueCreditNote(tx, {
      order,
      invoice,
      buyer,
      part: {
        refundId: refund.id,
        reason: refund.reason,
        amountCents: refund.amountCents,
        lines,
        ...(order.couponCode && lines.length > 0 && discountCents > 0
          ? { discount: { code: order.couponCode, amountCents: discountCents } }
          : {}),
      },
    });
  }
}

interface ApplyContext {
  paidAt?: Date;
  paymentIntents?: ReadonlyMap<string, string | null>;
  refund?: RecordedRefundFacts;
  refundedCents?: number;
  onUnchanged?: (order: OrderRow, effects: readonly string[]) => void;
}
