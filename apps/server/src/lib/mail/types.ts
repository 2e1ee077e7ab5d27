import type { Language } from '@shop/i18n';

/**
 * A message ready to queue. Features render their own FR/EN text and HTML (with the shared layout of
 * lib/mail) and hand it to `app.mail.enqueue`, inside their transaction when the mail must go out only
 * if the write commits.
 */
export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Template name, for the outbox listing and the logs (e.g. `order-confirmation`). */
  template: string;
  language: Language;
  /** Files from storage to attach (e.g. an invoice PDF). */
  attachments?: { storageKey: string; filename: string; contentType: string }[];
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` on newsletter mail. */
  headers?: Record<string, string>;
}
