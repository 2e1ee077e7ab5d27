import { pageLinks, type SellerIdentity } from '@shop/contracts';
import { localized } from '@shop/i18n';
import { and, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database, Transaction } from '../../lib/db/client';
import {
  orderItems,
  orders,
  productReleases,
  products,
  releaseNotices,
  subscriptions,
  users,
} from '../../lib/db/schema';
import type { MailService } from '../../lib/mail/plugin';
import { buyerNoticeMail } from '../../lib/mail/templates';
import { liveLine } from '../entitlements';
import { entitles, releaseEntitlements } from './entitlement';
import type { ReleaseRow } from './service';

/**
 * What the notices reach: the database, the mail queue, the seller's identity, the leases' grace and the
 * shop's address, and the clock the leases run on (the payment sandbox's in development).
 */
export interface ReleaseNoticeDeps {
  db: Database;
  mail: Pick<MailService, 'enqueue'>;
  /** The seller's identity as the instance keeps it (seller-identity sits above releases: it reads the catalogue). */
  seller: { current(): Promise<SellerIdentity> };
  config: Pick<AppConfig, 'leaseGraceDays' | 'publicUrl'>;
  clock: () => Promise<Date>;
}

/** Notices queued per run: a release to thousands of buyers goes out over several runs, not in one burst. */
export const RELEASE_NOTICES_PER_RUN = 200;

/** Everyone who holds the product by an order or a lease, before the entitlement and opt-out checks. */
async function holders(tx: Transaction, release: ReleaseRow): Promise<string[]> {
  const told = tx
    .select({ id: releaseNotices.userId })
    .from(releaseNotices)
    .where(eq(releaseNotices.releaseId, release.id));
  const byOrder = await tx
    .selectDistinct({ id: orders.userId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productId, release.productId), liveLine, notInArray(orders.userId, told)));
  const byLease = await tx
    .selectDistinct({ id: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.productId, release.productId), notInArray(subscriptions.userId, told)));
  return [
    ...new Set([...byOrder, ...byLease].map((row) => row.id).filter((id): id is string => id !== null)),
  ];
}

/**
 * Queues the notices of one release not told yet, at most `budget`: each holder entitled to it, with release
 * e-mails on and an open account, gets one in their language; a `release_notices` row per buyer makes it
 * once, whatever the republishing or the instances. Returns the mails queued and whether the release is done.
 */
async function noticesOf(
  deps: ReleaseNoticeDeps,
  tx: Transaction,
  release: ReleaseRow,
  budget: number,
  now: Date,
): Promise<number> {
  const [product] = await tx.select().from(products).where(eq(products.id, release.productId));
  const terms = { graceDays: deps.config.leaseGraceDays, now };
  const seller = await deps.seller.current();
  let queued = 0;
  let pending = false;
  for (const userId of await holders(tx, release)) {
    if (queued >= budget) {
      pending = true;
      break;
    }
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    const entitlement = (await releaseEntitlements(tx, userId, [release.productId], terms)).get(
      release.productId,
    );
    const wanted =
      user &&
      !user.deletedAt &&
      user.releaseEmails &&
      entitlement &&
      entitles(entitlement, release.publishedAt);
    // Whoever is not told now never is for this release (one who renews later sees it in the customer area).
    await tx.insert(releaseNotices).values({ releaseId: release.id, userId }).onConflictDoNothing();
    if (!wanted || !product) continue;
    const mail = buyerNoticeMail('releaseEmails:published.', {
      user,
      params: {
        product: localized(product, 'name', user.language),
        version: release.version,
        platform: release.minPlatformVersion,
        changelog: localized(release, 'changelog', user.language),
      },
      url: `${deps.config.publicUrl}${pageLinks.profileTab('indicators')}`,
      template: 'release-published',
      seller,
    });
    await deps.mail.enqueue(mail, tx);
    queued += 1;
  }
  if (!pending) {
    await tx.update(productReleases).set({ noticesDoneAt: now }).where(eq(productReleases.id, release.id));
  }
  return queued;
}

/**
 * The release notices' sweep (docs/rules/releases.md), run every few minutes and after each publication:
 * claims releases whose notices are not all queued (FOR UPDATE SKIP LOCKED, so instances share the work)
 * and queues at most RELEASE_NOTICES_PER_RUN mails per run through the mail queue.
 */
export async function sendReleaseNotices(
  deps: ReleaseNoticeDeps,
  perRun = RELEASE_NOTICES_PER_RUN,
): Promise<number> {
  const now = await deps.clock();
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(productReleases)
      .where(and(isNull(productReleases.noticesDoneAt), isNotNull(productReleases.publishedAt)))
      .orderBy(productReleases.publishedAt)
      .for('update', { skipLocked: true });
    let queued = 0;
    for (const release of due) {
      if (queued >= perRun) break;
      queued += await noticesOf(deps, tx, release, perRun - queued, now);
    }
    return queued;
  });
}
