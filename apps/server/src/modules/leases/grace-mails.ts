import { pageLinks } from '@shop/contracts';
import { localized } from '@shop/i18n';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Executor, Transaction } from '../../lib/db/client';
import { products, subscriptions, users } from '../../lib/db/schema';
import { nextNoticeOrEnd } from '../../lib/due-work';
import { formatMoment } from '../../lib/i18n';
import { buyerNoticeMail } from '../../lib/mail/templates';
import type { OutgoingMail } from '../../lib/mail/types';
import { leaseEntitles } from '../entitlements';
import type { LeaseDeps } from './deps';
import { decideLease, type GraceStage, type LeaseEffect, leaseStateOf } from './transitions';

/** The grace e-mails' due task, by name: a failed payment and an extension wake it (lib/due-work.ts). */
export const LEASE_GRACE_MAILS = 'lease grace e-mails';

/** The reminder goes out this many days before a grace period ends (docs/rules/leases.md). */
export const LEASE_GRACE_REMINDER_DAYS = 2;
const REMINDER_MS = LEASE_GRACE_REMINDER_DAYS * 86_400_000;

type GraceMail = 'graceStarted' | 'graceReminder' | 'graceEnded';

const claims = {
  graceStarted: subscriptions.graceStartMailAt,
  graceReminder: subscriptions.graceReminderMailAt,
  graceEnded: subscriptions.graceEndMailAt,
} as const;

const claimed = (kind: GraceMail, now: Date) =>
  kind === 'graceStarted'
    ? { graceStartMailAt: now }
    : kind === 'graceReminder'
      ? { graceReminderMailAt: now }
      : { graceEndMailAt: now };

interface DueLease {
  lease: typeof subscriptions.$inferSelect;
  product: { slug: string; nameFr: string; nameEn: string };
  user: (typeof users)['$inferSelect'];
}

type GraceMailDeps = Pick<LeaseDeps, 'db' | 'config' | 'clock' | 'mail' | 'sellerIdentity'>;

async function graceMail(deps: GraceMailDeps, kind: GraceMail, row: DueLease): Promise<OutgoingMail> {
  const { language } = row.user;
  const params = {
    product: localized(row.product, 'name', language),
    date: formatMoment(row.lease.graceUntil!, language),
  };
  // Paying is fixed from the profile's leases; once stopped, the product page offers a new lease.
  const link =
    kind === 'graceEnded' ? pageLinks.product(row.product.slug) : pageLinks.profileTab('indicators');
  return buyerNoticeMail(`leaseEmails:${kind}.`, {
    user: row.user,
    params,
    url: `${deps.config.publicUrl}${link}`,
    template: `lease-${kind}`,
    seller: await deps.sellerIdentity.current(),
  });
}

const stages = {
  graceStarted: 'started',
  graceReminder: 'reminder',
  graceEnded: 'ended',
} as const satisfies Record<GraceMail, GraceStage>;

/**
 * What the lease's table says of a due lease at this stage: the claim, and the e-mail while it is still true
 * (for an open account, the licence in the state the e-mail speaks of).
 */
function decideStage(graceDays: number, kind: GraceMail, row: DueLease, now: Date): readonly LeaseEffect[] {
  const { lease } = row;
  const startedAt = lease.graceStartMailAt;
  const decision = decideLease(leaseStateOf(lease), {
    type: 'graceStage',
    stage: stages[kind],
    entitled: leaseEntitles(lease, graceDays, now),
    accountClosed: row.user.deletedAt !== null,
    toldRecently: startedAt === null || startedAt.getTime() >= lease.graceUntil!.getTime() - REMINDER_MS,
  });
  return decision.kind === 'refused' ? [] : decision.effects;
}

/**
 * Claims the leases due for one grace e-mail (FOR UPDATE SKIP LOCKED, then the claim column set) and queues
 * their mails in the same transaction, so two instances, or two runs, send each once per grace period (a
 * payment clears the claims with the grace).
 */
async function sendDue(deps: GraceMailDeps, tx: Transaction, kind: GraceMail, now: Date): Promise<number> {
  const due =
    kind === 'graceStarted'
      ? isNotNull(subscriptions.graceUntil)
      : kind === 'graceReminder'
        ? lte(subscriptions.graceUntil, new Date(now.getTime() + REMINDER_MS))
        : lte(subscriptions.graceUntil, now);
  const rows = await tx
    .select({
      lease: subscriptions,
      product: { slug: products.slug, nameFr: products.nameFr, nameEn: products.nameEn },
      user: users,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(and(isNotNull(subscriptions.graceUntil), isNull(claims[kind]), due))
    .for('update', { of: subscriptions, skipLocked: true });
  let sent = 0;
  for (const row of rows) {
    const effects = decideStage(deps.config.leaseGraceDays, kind, row, now);
    if (effects.some((effect) => effect.startsWith('mailGrace'))) {
      await deps.mail.enqueue(await graceMail(deps, kind, row), tx);
      sent += 1;
    }
    if (effects.includes('claimGraceMail')) {
      await tx.update(subscriptions).set(claimed(kind, now)).where(eq(subscriptions.id, row.lease.id));
    }
  }
  return sent;
}

/**
 * When the next grace e-mail falls due after `now` on the lease clock (a reminder, an end), null when none
 * waits. A start is due when the failure is told: the failed payment's event wakes the task for it.
 */
export function nextGraceMailAt(db: Executor, now: Date): Promise<Date | null> {
  const claims = { notice: subscriptions.graceReminderMailAt, end: subscriptions.graceEndMailAt };
  return nextNoticeOrEnd(db, subscriptions.graceUntil, claims, REMINDER_MS, now);
}

/**
 * The due task (docs/rules/leases.md): the e-mail when a renewal failed and grace started, the reminder
 * two days before the grace ends, and the e-mail when the licence stopped, in the buyer's language. Times
 * are the lease clock's (the payment sandbox's test clock in development).
 */
export async function sendLeaseGraceMails(deps: GraceMailDeps, at?: Date): Promise<number> {
  const now = at ?? (await deps.clock.now());
  return deps.db.transaction(async (tx) => {
    let sent = 0;
    for (const kind of ['graceStarted', 'graceReminder', 'graceEnded'] as const) {
      sent += await sendDue(deps, tx, kind, now);
    }
    return sent;
  });
}
