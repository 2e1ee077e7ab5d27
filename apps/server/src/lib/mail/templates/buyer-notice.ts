import type { SellerIdentity } from '@shop/contracts';
import type { TranslationKey } from '@shop/i18n';
import { translate } from '../../i18n';
import { renderEmailLayout } from '../layout';
import type { OutgoingMail } from '../types';

/** The texts of a notice: a namespace's group with `subject`, `title`, `body`, `action` and `footer`. */
export type NoticePrefix =
  | `trialEmails:${'reminder' | 'ended'}.`
  | `leaseEmails:${'graceStarted' | 'graceMidway' | 'graceReminder' | 'graceEnded'}.`
  | 'releaseEmails:published.'
  | 'checkoutEmails:paymentReminder.';

export interface BuyerNoticeInput {
  user: { email: string; name: string; language: 'fr' | 'en'; emailVerifiedAt: Date | null };
  params: Record<string, string>;
  /** The call-to-action's link. */
  url: string;
  template: string;
  seller: SellerIdentity;
}

/**
 * A notice to a buyer about something they hold (a trial ending, a lease's grace period), FR or EN, in the
 * shared layout. The greeting names them only at an address that proved it is theirs (SECURITY.md).
 */
export function buyerNoticeMail(prefix: NoticePrefix, input: BuyerNoticeInput): OutgoingMail {
  const { user, params } = input;
  const { language } = user;
  const t = (key: 'subject' | 'title' | 'body' | 'action' | 'footer') =>
    translate(language, `${prefix}${key}` as TranslationKey, params);
  const { html, text } = renderEmailLayout({
    language,
    title: t('title'),
    paragraphs: [
      user.emailVerifiedAt
        ? translate(language, 'emails:account.greeting', { name: user.name })
        : translate(language, 'emails:account.greetingAnonymous'),
      t('body'),
    ],
    action: { label: t('action'), url: input.url },
    footer: [t('footer')],
    seller: input.seller,
  });
  return { to: user.email, subject: t('subject'), text, html, template: input.template, language };
}
