import type { Language } from '@shop/i18n';
import { translate } from '../../lib/i18n';

/**
 * The greeting of a licence e-mail. The account's name was typed by whoever opened it: it greets only an address
 * that proved it is the account's, or anyone could send their text to anyone's mailbox (SECURITY.md).
 */
export function licenceGreeting(language: Language, buyer: { name: string; verified: boolean }): string {
  return buyer.verified
    ? translate(language, 'emails:account.greeting', { name: buyer.name })
    : translate(language, 'emails:account.greetingAnonymous');
}
