import type { Language } from '@shop/i18n';
import type { FastifyInstance } from 'fastify';
import { contactMessages } from '../../lib/db/schema';
import { contactMessageMail } from '../../lib/mail/templates/index';

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: Language;
  ip: string | undefined;
}

/** The support team reads French (the shop's home language); the sender's language is in the message. */
export const SUPPORT_LANGUAGE: Language = 'fr';

/** Stores the message and queues its e-mail to support in one transaction: both exist, or neither. */
export async function sendContactMessage(app: FastifyInstance, input: ContactInput): Promise<string> {
  return app.db.transaction(async (tx) => {
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
    await app.mail.enqueue(
      contactMessageMail({
        to: app.config.mail.supportEmail,
        language: SUPPORT_LANGUAGE,
        senderLanguage: input.language,
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        seller: await app.sellerIdentity.current(),
      }),
      tx,
    );
    return row!.id;
  });
}
