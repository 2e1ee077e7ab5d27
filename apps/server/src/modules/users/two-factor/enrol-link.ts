import { pageLinks } from '@shop/contracts';
import { hmacSign } from '../../../lib/hmac';
import { accountMail } from '../../../lib/mail/templates/index';
import { readSignedToken, signToken } from '../../../lib/signed-token';
import type { AccountDeps } from '../deps';

/** How long the e-mailed link of a first enrolment stays valid. */
export const ENROL_LINK_TTL_MINUTES = 30;

interface Account {
  id: string;
  email: string;
  language: 'fr' | 'en';
  tokenVersion: number;
}

/** A key of its own (derived from JWT_SECRET): the link is nothing else than this. */
const secretOf = (deps: AccountDeps) => hmacSign(deps.secrets.jwt, 'two-factor-enrol-link');

/**
 * E-mails the account's own address the link that lets a first enrolment go on: a leaked password of an
 * admin who has not enrolled yet is not enough to bind the attacker's authenticator. Bound to the account
 * and its token version, so enrolling (which signs out every session) or a sign-out everywhere voids it.
 */
export async function sendEnrolLink(deps: AccountDeps, account: Account): Promise<void> {
  const expiresAt = Math.floor(Date.now() / 1000) + ENROL_LINK_TTL_MINUTES * 60;
  const token = signToken(secretOf(deps), { u: account.id, v: account.tokenVersion, x: expiresAt });
  await deps.mail.enqueue(
    accountMail('twoFactorEnrol', {
      seller: await deps.sellerIdentity.current(),
      to: account.email,
      language: account.language,
      url: `${deps.config.publicUrl}${pageLinks.adminEnrol(token)}`,
      params: { minutes: ENROL_LINK_TTL_MINUTES },
    }),
    deps.db,
  );
}

/** Whether `token` is a live enrolment link of this account at its current token version. */
export function isEnrolLinkOf(deps: AccountDeps, token: string, account: Account): boolean {
  const data = readSignedToken(secretOf(deps), token);
  return (
    data !== undefined &&
    data.u === account.id &&
    data.v === account.tokenVersion &&
    typeof data.x === 'number' &&
    data.x * 1000 > Date.now()
  );
}
