import type { SellerIdentity } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ModuleWorld, useModuleWorld } from '../../../test/helpers/module-deps';
import type { Transaction } from '../../lib/db/client';
import { adminAuditLog, orders, users } from '../../lib/db/schema';
import type { OutgoingMail } from '../../lib/mail/types';
import { recordAudit } from '../audit';
import { revokeOrderLicences, revokeRefundedSeats } from '../licences';
import type { LifecycleDeps } from './deps';
import { OrderLifecycle } from './lifecycle';
import { lockOrder } from './store';

/**
 * The lifecycle built from its named parts on a real database, without an app: the database, licence
 * revocation and audit log are the real ones; the documents, mail and payment parts record what they were
 * asked, which is what these tests are about (the app's own suites cover real invoices and e-mails).
 */
const world = useModuleWorld();
let database: ModuleWorld;
const outbox: OutgoingMail[] = [];
const invoiced: string[] = [];
let lifecycle: OrderLifecycle;
const seller: SellerIdentity = {
  name: 'Shop',
  legalForm: 'SAS',
  shareCapital: '1 000 €',
  address: '1 rue du Test, Paris',
  rcsCity: 'Paris',
  rcsNumber: '000 000 000',
  siret: '000 000 000 00000',
  vat: 'FR00000000000',
  hosting: 'Host',
  email: 'shop@example.test',
  publisher: 'Jeanne Martin',
};

// No webhook endpoint here: webhook-events.test.ts covers the events an order's moves record.
const noEvents = { record: async () => undefined };

beforeAll(() => {
  database = world();
  const deps: LifecycleDeps = {
    db: database.db,
    payments: {
      createRefund: () => Promise.reject(new Error('no payment is given back in these tests')),
    },
    mail: {
      enqueueAll: async (mails) => {
        outbox.push(...mails);
        return mails.map((_, index) => String(index));
      },
    },
    documents: {
      issueInvoices: async (_tx, targets) =>
        targets.map(({ order }) => {
          invoiced.push(order.id);
          return {
            orderId: order.id,
            number: `FA-TEST-${invoiced.length}`,
            fileKey: `invoices/${order.id}.pdf`,
          };
        }),
      issueReceipt: async (order) => ({ fileKey: `receipts/${order.id}.pdf` }),
      findInvoice: async () => undefined,
      issueCreditNote: () => Promise.reject(new Error('no credit note in these tests')),
    },
    licences: {
      revokeOrderLicences: (tx, orderId, refundId) =>
        revokeOrderLicences({ ...database, events: noEvents }, tx, orderId, refundId),
      revokeRefundedSeats: (tx, orderId, refundId, chosen) =>
        revokeRefundedSeats({ ...database, events: noEvents }, tx, orderId, refundId, chosen),
    },
    // No lease's period in these tests: the leases module's own tests cover what revoking one does.
    leases: { periodRevoked: async () => undefined },
    trials: { convertTrials: async () => 0 },
    coupons: { redeem: async () => undefined, release: async () => undefined },
    upgrades: { apply: async () => undefined, revert: async () => undefined },
    // No product licensed by NinjaTrader here: ninjatrader-delivery's own tests cover its list.
    vendorLicences: { ordersPaid: async () => undefined, ordersEnded: async () => undefined },
    // No referred order here: the affiliates module's own tests cover the ledger.
    affiliates: { ordersMoved: async () => undefined },
    events: noEvents,
    recordAudit,
    seller: {
      current: async () => seller,
      forInvoices: async () => ({ identity: seller, mayInvoice: true }),
    },
    supportAddress: async () => 'support@example.test',
    links: { accountOrdersUrl: 'http://shop.test/profile?tab=orders', staffLanguage: 'fr' },
    log: database.log,
  };
  lifecycle = new OrderLifecycle(deps);
});

async function pendingOrder(totalCents = 4900) {
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Buyer', email: `buyer-${Date.now()}-${Math.random()}@example.test`, passwordHash: 'x' })
    .returning();
  const [order] = await database.db.insert(orders).values({ userId: user!.id, totalCents }).returning();
  return order!;
}

const inTransaction = <T>(
  orderId: string,
  run: (order: typeof orders.$inferSelect, tx: Transaction) => Promise<T>,
) => database.db.transaction(async (tx) => run((await lockOrder(tx, orderId))!, tx));

describe('OrderLifecycle, built without an app', () => {
  it('pays an order once: one move, one invoice, one e-mail, one audit entry; a repeat changes nothing', async () => {
    const order = await pendingOrder();
    const first = await inTransaction(order.id, (locked, tx) =>
      lifecycle.pay(tx, [{ order: locked, paymentIntentId: 'pi_test_1' }], null),
    );
    expect(first.results).toEqual([{ orderId: order.id, state: 'paid', grants: true, moved: true }]);
    const again = await inTransaction(order.id, (locked, tx) =>
      lifecycle.pay(tx, [{ order: locked, paymentIntentId: 'pi_test_1' }], null),
    );
    expect(again.results[0]).toMatchObject({ state: 'paid', moved: false });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'paid', isPaid: true, stripePaymentIntentId: 'pi_test_1' });
    expect(invoiced.filter((id) => id === order.id)).toHaveLength(1);
    expect(outbox.filter((mail) => mail.template === 'order-confirmation')).toHaveLength(1);
    const audit = await database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `order:${order.id}`));
    expect(audit.map((entry) => entry.action)).toEqual(['order.pay']);
  });

  it('keeps an unmarked order unpaid when a payment fact arrives, and refuses to re-mark a refunded one', async () => {
    const order = await pendingOrder();
    await inTransaction(order.id, (locked, tx) =>
      lifecycle.pay(tx, [{ order: locked, paymentIntentId: null }], null),
    );
    const [admin] = await database.db
      .insert(users)
      .values({ name: 'Admin', email: `admin-${Date.now()}@example.test`, passwordHash: 'x', isAdmin: true })
      .returning();
    const actor = { id: admin!.id, email: admin!.email, ip: '127.0.0.1' };
    await inTransaction(order.id, (locked, tx) => lifecycle.unmark(tx, locked, actor));
    const late = await inTransaction(order.id, (locked, tx) =>
      lifecycle.pay(tx, [{ order: locked, paymentIntentId: 'pi_late' }], null),
    );
    expect(late.results[0]).toMatchObject({ state: 'unmarked', grants: false, moved: false });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'pending', isPaid: false });

    await database.db
      .update(orders)
      .set({ status: 'refunded', unmarkedAt: null })
      .where(eq(orders.id, order.id));
    await expect(
      inTransaction(order.id, (locked, tx) => lifecycle.remark(tx, locked, actor)),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'admin.orderTransitionRefused',
    });
  });
});
