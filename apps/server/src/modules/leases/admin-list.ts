import type { AdminSubscriptionList, AdminSubscriptionListQuery } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { products, subscriptions, users } from '../../lib/db/schema';
import { pageWindow, paginationOf } from '../../lib/pagination';
import type { LeaseDeps } from './deps';
import { toLease } from './service';

/**
 * GET /api/admin/subscriptions: every lease, newest first, paged, optionally of one status. A checkout never
 * paid (`incomplete`) is not a lease yet and is never listed, as in the buyer's own list.
 */
export async function adminListSubscriptions(
  deps: Pick<LeaseDeps, 'db' | 'config'>,
  query: AdminSubscriptionListQuery,
  language: Language,
): Promise<AdminSubscriptionList> {
  const where = and(
    ne(subscriptions.status, 'incomplete'),
    query.status ? eq(subscriptions.status, query.status) : undefined,
  );
  const { offset, limit } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ lease: subscriptions, product: products, user: { id: users.id, email: users.email } })
      .from(subscriptions)
      .innerJoin(products, eq(products.id, subscriptions.productId))
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .offset(offset)
      .limit(limit),
    deps.db.select({ value: count() }).from(subscriptions).where(where),
  ]);
  return {
    subscriptions: rows.map(({ lease, product, user }) => ({
      ...toLease({ ...lease, product }, language, deps.config.leaseGraceDays),
      user: { _id: user.id, email: user.email },
      failedPayments: lease.failedPayments,
      createdAt: lease.createdAt.toISOString(),
    })),
    pagination: paginationOf(query, total?.value ?? 0),
  };
}
