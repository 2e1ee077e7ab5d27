import type { NewsletterStats, Subscriber, SubscriberList, SubscriberListQuery } from '@shop/contracts';
import { asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { toCsv } from '../../../lib/csv';
import type { Database, Executor } from '../../../lib/db/client';
import { newsletterSubscribers } from '../../../lib/db/schema';
import { containsPattern } from '../../../lib/db/search';
import { notFound } from '../../../lib/errors';
import { countUpTo, exactTotal, paginationOf, planPage, readPage } from '../../../lib/pagination';
import { recordAdminAudit } from '../audit/service';
import { statsTotalsSince, utcMonthStart } from '../stats/service';

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

const toSubscriber = (row: SubscriberRow): Subscriber => ({
  _id: row.id,
  email: row.email,
  isActive: row.isActive,
  subscribedAt: row.subscribedAt.toISOString(),
  source: row.source,
});

const statusCondition = (status: SubscriberListQuery['status']): SQL | undefined =>
  status === 'all' ? undefined : eq(newsletterSubscribers.isActive, status === 'active');

/** Total, active, inactive and subscribed this month, from the maintained summary. */
async function newsletterStats(db: Executor, now: Date): Promise<NewsletterStats> {
  const [all, month] = await statsTotalsSince(db, [undefined, utcMonthStart(now)]);
  return {
    total: all.subscribers,
    active: all.activeSubscribers,
    inactive: all.subscribers - all.activeSubscribers,
    thisMonth: month.subscribers,
  };
}

/** Subscribers newest first, 20 a page, by e-mail and status, with the newsletter's stats. */
export async function listSubscribers(
  db: Executor,
  query: SubscriberListQuery,
  now = new Date(),
): Promise<SubscriberList> {
  const search = query.search
    ? ilike(newsletterSubscribers.email, containsPattern(query.search.toLowerCase()))
    : undefined;
  const status = statusCondition(query.status);
  const where = search && status ? sql`${search} AND ${status}` : (search ?? status);
  const stats = await newsletterStats(db, now);
  const total = search
    ? await countUpTo(db, newsletterSubscribers, where)
    : exactTotal({ all: stats.total, active: stats.active, inactive: stats.inactive }[query.status]);
  const order = (reversed: boolean) =>
    reversed
      ? [asc(newsletterSubscribers.subscribedAt), asc(newsletterSubscribers.id)]
      : [desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id)];
  const rows = await readPage(planPage(query, total), (offset, limit, reversed) =>
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(...order(reversed))
      .limit(limit)
      .offset(offset),
  );
  return { subscribers: rows.map(toSubscriber), stats, pagination: paginationOf(query, total) };
}

/** Deletes a subscriber (the row and its consent record), audited with what was deleted. */
export async function deleteSubscriber(
  db: Database,
  request: FastifyRequest,
  id: string,
): Promise<Subscriber> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning();
    if (!deleted) throw notFound('admin.subscriberNotFound');
    await recordAdminAudit(tx, request, {
      action: 'subscriber.delete',
      target: `subscriber:${id}`,
      before: toSubscriber(deleted),
      after: null,
    });
    return toSubscriber(deleted);
  });
}

/** The active subscribers as CSV (e-mail, subscription date, source, language), oldest first. */
export async function activeSubscribersCsv(db: Executor): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.isActive, true))
    .orderBy(asc(newsletterSubscribers.subscribedAt));
  return toCsv(
    ['email', 'subscribedAt', 'source', 'language'],
    rows.map((row) => [row.email, row.subscribedAt.toISOString(), row.source, row.language]),
  );
}
