import type { SellerIdentity } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../lib/db/client';
import { users } from '../../../lib/db/schema';
import type { MailService } from '../../../lib/mail/plugin';
import { accountMail } from '../../../lib/mail/templates/index';
import { type AuditActor, recordAudit } from '../../audit';

/** What announcing a promotion needs besides the transaction: the mail queue and the sender's identity. */
export interface PromotionNotice {
  mail: MailService;
  seller: SellerIdentity;
}

/**
 * A customer made admin: a `user.promote` entry in the audit log and an e-mail to every admin (the new
 * one included), in the transaction of the change. Nobody gains the back-office quietly, and a promotion
 * made with a stolen admin session is seen by the other admins at once.
 */
export async function announcePromotion(
  tx: Executor,
  actor: AuditActor,
  promoted: { id: string; email: string },
  notice: PromotionNotice,
): Promise<void> {
  await recordAudit(tx, [
    {
      actor,
      action: 'user.promote',
      target: `user:${promoted.id}`,
      before: { isAdmin: false },
      after: { isAdmin: true },
    },
  ]);
  const admins = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.isAdmin, true));
  // Only addresses: the promoted account's name is text its owner typed, and these go to other people.
  await notice.mail.enqueueAll(
    admins.map((admin) =>
      accountMail('adminPromoted', {
        seller: notice.seller,
        to: admin.email,
        language: admin.language,
        params: { email: promoted.email, by: actor.email },
      }),
    ),
    tx,
  );
}
