import type { AdminReview, AdminReviewList, AdminReviewListQuery, ReviewVisibility } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../lib/db/client';
import { products, reviews, users } from '../../lib/db/schema';
import { notFound } from '../../lib/errors';
import type { MailService } from '../../lib/mail/plugin';
import { reviewHiddenMail } from '../../lib/mail/templates';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { type AuditActor, recordAudit } from '../audit';
import type { CurrentSeller } from '../seller-identity';
import { type ReviewRow, toReviewDto } from './service';

type ReviewWithParties = {
  review: ReviewRow;
  user: typeof users.$inferSelect;
  product: typeof products.$inferSelect;
};

function toAdminReview(row: ReviewWithParties, language: Language): AdminReview {
  return {
    ...toReviewDto(row.review, row.user.name),
    authorName: row.user.name,
    authorEmail: row.user.email,
    productName: localized(row.product, 'name', language),
    hidden: row.review.hiddenAt !== null,
    hiddenReason: row.review.hiddenReason,
    hiddenAt: row.review.hiddenAt?.toISOString() ?? null,
  };
}

function withParties(db: Executor) {
  return db
    .select({ review: reviews, user: users, product: products })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId));
}

/** Every review, newest first, optionally only the hidden or only the visible ones. */
export async function listAdminReviews(
  db: Executor,
  query: AdminReviewListQuery,
  language: Language,
): Promise<AdminReviewList> {
  const filters: Record<string, SQL> = { true: isNotNull(reviews.hiddenAt), false: isNull(reviews.hiddenAt) };
  const where = query.hidden ? filters[query.hidden] : undefined;
  const { offset, limit } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    withParties(db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(reviews).where(where),
  ]);
  return {
    reviews: rows.map((row) => toAdminReview(row, language)),
    pagination: paginationOf(query, total?.value ?? 0),
  };
}

/** What moderation reaches: the database, the mail queue (the author's notice), the seller's identity. */
export interface ReviewModerationDeps {
  db: Database;
  mail: Pick<MailService, 'enqueue'>;
  seller: CurrentSeller;
}

/**
 * Hides a review with a reason, or shows it again, in one transaction with its audit entry. Hiding tells the
 * author why by e-mail, in their account's language, queued with the change so it goes out only if it commits.
 */
export async function setReviewVisibility(
  deps: ReviewModerationDeps,
  actor: AuditActor,
  id: string,
  change: ReviewVisibility,
  language: Language,
): Promise<AdminReview> {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!before) throw notFound('reviews.reviewNotFound');
    const patch = change.hidden
      ? { hiddenAt: new Date(), hiddenReason: change.reason, hiddenBy: actor.id }
      : { hiddenAt: null, hiddenReason: null, hiddenBy: null };
    // updated_at is the author's last edit: moderation leaves it alone.
    await tx
      .update(reviews)
      .set({ ...patch, updatedAt: before.updatedAt })
      .where(eq(reviews.id, id));
    const [row] = await withParties(tx).where(eq(reviews.id, id));
    await recordAudit(tx, [
      {
        actor,
        action: change.hidden ? 'review.hide' : 'review.show',
        target: `review:${id}`,
        before: { hidden: before.hiddenAt !== null, reason: before.hiddenReason },
        after: { hidden: change.hidden, reason: change.hidden ? change.reason : null },
      },
    ]);
    if (change.hidden) {
      await deps.mail.enqueue(
        reviewHiddenMail({
          to: row!.user.email,
          language: row!.user.language,
          name: row!.user.name,
          product: localized(row!.product, 'name', row!.user.language),
          reason: change.reason,
          seller: await deps.seller.current(),
        }),
        tx,
      );
    }
    return toAdminReview(row!, language);
  });
}
