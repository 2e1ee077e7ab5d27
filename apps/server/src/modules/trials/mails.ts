import { pageLinks, TRIAL_REMINDER_DAYS } from '@shop/contracts';
import { localized } from '@shop/i18n';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Executor, Transaction } from '../../lib/db/client';
import { products, trials, users } from '../../lib/db/schema';
import { nextNoticeOrEnd } from '../../lib/due-work';
import { formatMoment } from '../../lib/i18n';
import { buyerNoticeMail } from '../../lib/mail/templates';
import type { OutgoingMail } from '../../lib/mail/types';
import type { TrialDeps } from './deps';

type MailDeps = Pick<TrialDeps, 'db' | 'mail' | 'seller' | 'config' | 'events'>;

type TrialMail = 'reminder' | 'ended';

const REMINDER_MS = TRIAL_REMINDER_DAYS * 86_400_000;

interface DueTrial {
  trial: typeof trials.$inferSelect;
  product: { slug: string; nameFr: string; nameEn: string };
  user: (typeof users)['$inferSelect'];
}

async function trialMail(deps: MailDeps, kind: TrialMail, row: DueTrial): Promise<OutgoingMail> {
  const { language } = row.user;
  const verified = row.user.emailVerifiedAt !== null;
  // The machine's name is the buyer's own text: printed only to an address that proved it is theirs (SECURITY.md).
  const params = {
    product: localized(row.product, 'name', language),
    machine: verified ? `${row.trial.machineId}-${row.trial.machineName}` : row.trial.machineId,
    date: formatMoment(row.trial.endsAt, language),
  };
  return buyerNoticeMail(`trialEmails:${kind}.`, {
    user: row.user,
    params,
    url: `${deps.config.publicUrl}${pageLinks.product(row.product.slug)}`,
    template: `trial-${kind}`,
    seller: await deps.seller.current(),
  });
}

/**
 * Claims the trials due for one e-mail (FOR UPDATE SKIP LOCKED, then the claim column set) and queues their
 * mails in the same transaction, so two instances, or two runs, send each once; an unconverted trial's end
 * is also its `trial.ended` event, recorded once by the same claim. A converted trial, a closed
 * account, or a reminder for a trial shorter than the reminder's notice, is claimed and sent nothing.
 */
async function sendDue(deps: MailDeps, tx: Transaction, kind: TrialMail, now: Date): Promise<number> {
  const claim = kind === 'reminder' ? trials.reminderSentAt : trials.endMailSentAt;
  const due =
    kind === 'reminder'
      ? and(lte(trials.endsAt, new Date(now.getTime() + REMINDER_MS)), gt(trials.endsAt, now))
      : lte(trials.endsAt, now);
  const rows = await tx
    .select({
      trial: trials,
      product: { slug: products.slug, nameFr: products.nameFr, nameEn: products.nameEn },
      user: users,
    })
    .from(trials)
    .innerJoin(products, eq(products.id, trials.productId))
    .innerJoin(users, eq(users.id, trials.userId))
    .where(and(isNull(claim), due))
    .for('update', { of: trials, skipLocked: true });
  let sent = 0;
  for (const row of rows) {
    const tooShort =
      kind === 'reminder' && row.trial.endsAt.getTime() - row.trial.startsAt.getTime() <= REMINDER_MS;
    if (!row.trial.convertedAt && !row.user.deletedAt && !tooShort) {
      await deps.mail.enqueue(await trialMail(deps, kind, row), tx);
      sent += 1;
    }
    // A trial reaching its end unconverted has ended (a converted one ended at its conversion).
    if (kind === 'ended' && !row.trial.convertedAt) {
      await deps.events.record(tx, {
        type: 'trial.ended',
        data: {
          trialId: row.trial.id,
          productId: row.trial.productId,
          customer: { userId: row.user.id, email: row.user.email },
          endsAt: row.trial.endsAt.toISOString(),
        },
      });
    }
    await tx
      .update(trials)
      .set(kind === 'reminder' ? { reminderSentAt: now } : { endMailSentAt: now })
      .where(eq(trials.id, row.trial.id));
  }
  return sent;
}

/**
 * When the next trial e-mail falls due after `now` (a reminder three days before an end, an end), null when
 * none waits: the task runs again then (lib/due-work.ts).
 */
export function nextTrialMailAt(db: Executor, now: Date): Promise<Date | null> {
  const claims = { notice: trials.reminderSentAt, end: trials.endMailSentAt };
  return nextNoticeOrEnd(db, trials.endsAt, claims, REMINDER_MS, now);
}

/**
 * The due task (docs/rules/trials.md): the reminder three days before a trial ends and the e-mail at its
 * end, in the buyer's language. A trial found already ended (the task did not run meanwhile) gets only the
 * end: the reminder would come too late.
 */
export async function sendTrialMails(deps: MailDeps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    return (await sendDue(deps, tx, 'reminder', now)) + (await sendDue(deps, tx, 'ended', now));
  });
}
