import { pickLanguage } from '@shop/i18n/web';
import { apiRequest } from '../api/client';
import { i18next } from '../i18n';
import { useSession } from './store';

/**
 * docs/rules/languages.md: a signed-in account's stored language (the e-mails sent later use it) follows the
 * interface's, sent at sign-in and at each switch. Signed out, the browser's choice alone is kept.
 */
export function saveAccountLanguage(): void {
  if (!useSession.getState().userInfo) return;
  // A failure only leaves later e-mails in the account's earlier language: nothing to show the reader.
  apiRequest('/users/language', {
    method: 'PUT',
    body: { language: pickLanguage(i18next.language) },
  }).catch(() => undefined);
}
