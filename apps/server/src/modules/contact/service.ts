import type { Language } from '@shop/i18n';
import type { Database } from '../../lib/db/client';
import { contactMessages } from '../../lib/db/schema';
import type { MailService } from '../../lib/mail/plugin';
import { contactMessageMail } from '../../lib/mail/templates/index';
import type { CurrentSeller, SupportAddress } from '../seller-identity';

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: Language;
  ip: string | undefined;
}

/** What the contact form reaches: the database, the mail queue, the support address, the seller. */
export interface ContactDeps {
  db: Database;
  mail: Pick<MailService, 'enqueue'>;
  supportAddress: SupportAddress;
  seller: CurrentSeller;
}

/** The support team reads French (the shop's home language); the sender's language is in the message. */
export const SUPPORT_LANGUAGE: Language = 'fr';

/** Stores the message and queues its e-mail to support in one transaction: both exist, or neither. */
export async function sendContactMessage(deps: ContactDeps, input: ContactInput): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        language: input.language,
        ip: input.ip ?? null,
      })
      .returning({ id: contactMessages.id });
    await deps.mail.enqueue(
      contactMessageMail({
        to: await deps.supportAddress(),
        language: SUPPORT_LANGUAGE,
        senderLanguage: input.language,
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        seller: await deps.seller.current(),
      }),
      tx,
    );
    return row!.id;
  });
}
