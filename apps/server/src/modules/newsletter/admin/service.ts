import type { NewsletterStats, Subscriber, SubscriberList, SubscriberListQuery } from '@shop/contracts';
import { asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { csvChunks } from '../../../lib/csv';
import type { Database, Executor } from '../../../lib/db/client';
import { keysetBatches, mapBatches } from '../../../lib/db/keyset';
import { newsletterSubscribers } from '../../../lib/db/schema';
import { containsPattern } from '../../../lib/db/search';
import { notFound } from '../../../lib/errors';
import { countUpTo, exactTotal, paginationOf } from '../../../lib/pagination';
import { type AuditActor, recordAudit } from '../../audit';
import { readListPage, statsTotalsSince, utcMonthStart } from '../../stats';

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

/**
 * Subscribers newest first, 20 a page, by e-mail and status, with the newsletter's stats; a deep page of the
 * whole list seeks its subscription day in the maintained summary.
 */
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
  const seek = where
    ? undefined
    : { counter: 'subscribers' as const, createdAt: newsletterSubscribers.subscribedAt };
  const rows = await readListPage(db, query, total, seek, (page) =>
    db
      .select()
      .from(newsletterSubscribers)
      .where(page.where ?? where)
      .orderBy(...order(page.reversed))
      .limit(page.limit)
      .offset(page.offset),
  );
  return { subscribers: rows.map(toSubscriber), stats, pagination: paginationOf(query, total) };
}

/** Deletes a subscriber (the row and its consent record), audited with what was deleted. */
export async function deleteSubscriber(db: Database, actor: AuditActor, id: string): Promise<Subscriber> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning();
    if (!deleted) throw notFound('admin.subscriberNotFound');
    await recordAudit(tx, [
      {
        actor,
        action: 'subscriber.delete',
        target: `subscriber:${id}`,
        before: toSubscriber(deleted),
        after: null,
      },
    ]);
    return toSubscriber(deleted);
  });
}

const SUBSCRIBER_CSV_HEADER = ['email', 'subscribedAt', 'source', 'language'];

/** How many rows the active subscribers' export will hold (its progress bar's end). */
export async function countActiveSubscribers(db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.isActive, true));
  return row?.value ?? 0;
}

/**
 * The active subscribers as CSV (e-mail, subscription date, source, language), oldest first, written as it is
 * read, a batch at a time.
 */
export function activeSubscribersCsv(db: Executor, batchRows?: number): AsyncGenerator<string> {
  // The cursor keeps the time in full (microseconds): a JavaScript date would round it down and repeat rows.
  type Cursor = { subscribedAt: string; id: string };
  const batches = keysetBatches(
    (after: Cursor | undefined, limit) =>
      db
        .select({
          id: newsletterSubscribers.id,
          cursorAt: sql<string>`${newsletterSubscribers.subscribedAt}::text`,
          email: newsletterSubscribers.email,
          subscribedAt: newsletterSubscribers.subscribedAt,
          source: newsletterSubscribers.source,
          language: newsletterSubscribers.language,
        })
        .from(newsletterSubscribers)
        .where(
          after
            ? sql`${newsletterSubscribers.isActive} AND (${newsletterSubscribers.subscribedAt}, ${newsletterSubscribers.id}) > (${after.subscribedAt}::timestamptz, ${after.id}::uuid)`
            : eq(newsletterSubscribers.isActive, true),
        )
        .orderBy(asc(newsletterSubscribers.subscribedAt), asc(newsletterSubscribers.id))
        .limit(limit),
    (row) => ({ subscribedAt: row.cursorAt, id: row.id }),
    batchRows,
  );
  return csvChunks(
    SUBSCRIBER_CSV_HEADER,
    mapBatches(batches, (row) => [row.email, row.subscribedAt.toISOString(), row.source, row.language]),
  );
}
