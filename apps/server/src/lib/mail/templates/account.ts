import type { SellerIdentity } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { type KeysUnder, translate, translator } from '../../i18n';
import { renderEmailLayout } from '../layout';
import type { OutgoingMail } from '../types';

/** The account e-mails; each has `subject`, `title`, `body`, `footer` (and `action` when it carries a link). */
export type AccountMailKind =
  | 'passwordReset'
  | 'passwordChanged'
  | 'verifyEmail'
  | 'emailChanged'
  | 'emailInUse'
  | 'confirmSignUp'
  | 'signUpExisting'
  | 'adminPromoted'
  | 'twoFactorEnrol';

export interface AccountMailInput {
  to: string;
  language: Language;
  /**
   * The greeting's name; absent, a greeting without one. Text a caller typed (an account's name) only goes
   * to an address that proved it is theirs, or anyone could send any text through the shop to anyone.
   */
  name?: string;
  /** The link of the call-to-action button (reset and verification e-mails). */
  url?: string;
  /** Values interpolated into the texts (e.g. `{{email}}`, `{{hours}}`). */
  params?: Record<string, string | number>;
  /** The sender's identity, printed in the footer. */
  seller: SellerIdentity;
}

/** One account e-mail, FR or EN (text and HTML), in the shared layout. */
export function accountMail(kind: AccountMailKind, input: AccountMailInput): OutgoingMail {
  const t = (key: KeysUnder<`emails:${typeof kind}.`>) =>
    translator(input.language, `emails:${kind}.`)(key, input.params ?? {});
  const { html, text } = renderEmailLayout({
    language: input.language,
    title: t('title'),
    paragraphs: [
      input.name === undefined
        ? translate(input.language, 'emails:account.greetingAnonymous')
        : translate(input.language, 'emails:account.greeting', { name: input.name }),
      t('body'),
    ],
    action: input.url ? { label: t('action'), url: input.url } : undefined,
    footer: [t('footer')],
    seller: input.seller,
  });
  return {
    to: input.to,
    subject: t('subject'),
    text,
    html,
    template: `account-${kind}`,
    language: input.language,
  };
}
