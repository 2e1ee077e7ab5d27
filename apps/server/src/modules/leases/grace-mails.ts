import { pageLinks } from '@shop/contracts';
import { localized } from '@shop/i18n';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/client';
import { products, subscriptions, users } from '../../lib/db/schema';
import { earliest, nextNoticeOrEnd } from '../../lib/due-work';
import { formatMoment } from '../../lib/i18n';
import { buyerNoticeMail } from '../../lib/mail/templates';
import type { OutgoingMail } from '../../lib/mail/types';
import { leaseEntitles } from '../entitlements';
import { cardUpdateLink } from './card-link';
import type { LeaseDeps } from './deps';
import { dunningDays, reminderNotices } from './dunning-settings';
import { decideLease, type GraceStage, type LeaseEffect, leaseStateOf } from './transitions';

/** The dunning e-mails' due task, by name: a failed payment, an extension and new days wake it (lib/due-work.ts). */
export const LEASE_GRACE_MAILS = 'lease grace e-mails';

const DAY_MS = 86_400_000;

type GraceMail = 'graceStarted' | 'graceMidway' | 'graceReminder' | 'graceEnded';

const claims = {
  graceStarted: subscriptions.graceStartMailAt,
  graceMidway: subscriptions.graceMidwayMailAt,
  graceReminder: subscriptions.graceReminderMailAt,
  graceEnded: subscriptions.graceEndMailAt,
} as const;

const claimed = (kind: GraceMail, now: Date) => {
  const column = {
    graceStarted: 'graceStartMailAt',
    graceMidway: 'graceMidwayMailAt',
    graceReminder: 'graceReminderMailAt',
    graceEnded: 'graceEndMailAt',
  } as const;
  return { [column[kind]]: now };
};

/** How long before the grace end each reminder falls due, from the owner's days. */
type Notices = ReturnType<typeof reminderNotices>;

interface DueLease {
  lease: typeof subscriptions.$inferSelect;
  product: { slug: string; nameFr: string; nameEn: string };
  user: (typeof users)['$inferSelect'];
}

type GraceMailDeps = Pick<
  LeaseDeps,
  'db' | 'config' | 'clock' | 'mail' | 'sellerIdentity' | 'cardLinkSecret'
>;

async function graceMail(
  deps: GraceMailDeps,
  kind: GraceMail,
  row: DueLease,
  now: Date,
): Promise<OutgoingMail> {
  const { language } = row.user;
  const graceUntil = row.lease.graceUntil!;
  const params = {
    product: localized(row.product, 'name', language),
    date: formatMoment(graceUntil, language),
    days: String(Math.max(1, Math.ceil((graceUntil.getTime() - now.getTime()) / DAY_MS))),
  };
  // In grace, the one-click card update; once stopped, the product page offers a new lease.
  const url =
    kind === 'graceEnded'
      ? `${deps.config.publicUrl}${pageLinks.product(row.product.slug)}`
      : cardUpdateLink(deps, row.lease.id, graceUntil);
  return buyerNoticeMail(`leaseEmails:${kind}.`, {
    user: row.user,
    params,
    url,
    template: `lease-${kind}`,
    seller: await deps.sellerIdentity.current(),
  });
}

const stages = {
  graceStarted: 'started',
  graceMidway: 'midway',
  graceReminder: 'reminder',
  graceEnded: 'ended',
} as const satisfies Record<GraceMail, GraceStage>;

/**
 * Whether a reminder is already told or overtaken: an e-mail went out since it fell due (the start, or the
 * mid-grace one before the last), or, for the mid-grace one, the last one is due as well (the task did not run).
 */
function alreadyTold(kind: GraceMail, lease: DueLease['lease'], notices: Notices, now: Date): boolean {
  const end = lease.graceUntil!.getTime();
  if (kind === 'graceMidway' && end - notices.reminder <= now.getTime()) return true;
  const dueAt = end - (kind === 'graceMidway' ? notices.midway : notices.reminder);
  const told = [lease.graceStartMailAt, kind === 'graceReminder' ? lease.graceMidwayMailAt : null]
    .filter((at): at is Date => at !== null)
    .map((at) => at.getTime());
  return told.length === 0 || Math.max(...told) >= dueAt;
}

/**
 * What the lease's table says of a due lease at this stage: the claim, and the e-mail while it is still true
 * (for an open account, the licence in the state the e-mail speaks of).
 */
function decideStage(
  graceDays: number,
  notices: Notices,
  kind: GraceMail,
  row: DueLease,
  now: Date,
): readonly LeaseEffect[] {
  const { lease } = row;
  const decision = decideLease(leaseStateOf(lease), {
    type: 'graceStage',
    stage: stages[kind],
    entitled: leaseEntitles(lease, graceDays, now),
    accountClosed: row.user.deletedAt !== null,
    toldRecently: alreadyTold(kind, lease, notices, now),
  });
  return decision.kind === 'refused' ? [] : decision.effects;
}

/**
 * Claims the leases due for one grace e-mail (FOR UPDATE SKIP LOCKED, then the claim column set) and queues
 * their mails in the same transaction, so two instances, or two runs, send each once per grace period (a
 * payment clears the claims with the grace).
 */
async function sendDue(
  deps: GraceMailDeps,
  tx: Transaction,
  kind: GraceMail,
  notices: Notices,
  now: Date,
): Promise<number> {
  const before = (ms: number) => lte(subscriptions.graceUntil, new Date(now.getTime() + ms));
  const due = {
    graceStarted: isNotNull(subscriptions.graceUntil),
    graceMidway: before(notices.midway),
    graceReminder: before(notices.reminder),
    graceEnded: before(0),
  }[kind];
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
    const effects = decideStage(deps.config.leaseGraceDays, notices, kind, row, now);
    if (effects.some((effect) => effect.startsWith('mailGrace'))) {
      await deps.mail.enqueue(await graceMail(deps, kind, row, now), tx);
      sent += 1;
    }
    if (effects.includes('claimGraceMail')) {
      await tx.update(subscriptions).set(claimed(kind, now)).where(eq(subscriptions.id, row.lease.id));
    }
  }
  return sent;
}

/**
 * When the next dunning e-mail falls due after `now` on the lease clock (a reminder, an end), null when none
 * waits. A start is due when the failure is told: the failed payment's event wakes the task for it.
 */
export async function nextGraceMailAt(
  deps: Pick<GraceMailDeps, 'db' | 'config'>,
  now: Date,
): Promise<Date | null> {
  const notices = reminderNotices(await dunningDays(deps.db), deps.config.leaseGraceDays);
  const end = subscriptions.graceEndMailAt;
  const next = await Promise.all(
    (['midway', 'reminder'] as const).map((stage) => {
      const notice = stage === 'midway' ? subscriptions.graceMidwayMailAt : subscriptions.graceReminderMailAt;
      return nextNoticeOrEnd(deps.db, subscriptions.graceUntil, { notice, end }, notices[stage], now);
    }),
  );
  return earliest(next.map((at) => at?.getTime() ?? null));
}

/**
 * The due task (docs/rules/leases.md): the e-mail when a renewal failed and grace started, the mid-grace and
 * the last reminders on the owner's days, and the e-mail when the licence stopped, in the buyer's language.
 * The last reminder is handled before the mid-grace one, so a late run sends the last only. Times are the
 * lease clock's (the payment sandbox's test clock in development).
 */
export async function sendLeaseGraceMails(deps: GraceMailDeps, at?: Date): Promise<number> {
  const now = at ?? (await deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const notices = reminderNotices(await dunningDays(tx), deps.config.leaseGraceDays);
    let sent = 0;
    for (const kind of ['graceStarted', 'graceReminder', 'graceMidway', 'graceEnded'] as const) {
      sent += await sendDue(deps, tx, kind, notices, now);
    }
    return sent;
  });
}
