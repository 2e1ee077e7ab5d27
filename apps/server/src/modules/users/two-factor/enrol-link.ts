import { pageLinks } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { hmacSign } from '../../../lib/hmac';
import { accountMail } from '../../../lib/mail/templates/index';
import { readSignedToken, signToken } from '../../../lib/signed-token';

/** How long the e-mailed link of a first enrolment stays valid. */
export const ENROL_LINK_TTL_MINUTES = 30;

interface Account {
  id: string;
  email: string;
  language: 'fr' | 'en';
  tokenVersion: number;
}

/** A key of its own (derived from JWT_SECRET): the link is nothing else than this. */
const secretOf = (app: FastifyInstance) => hmacSign(app.secrets.jwt, 'two-factor-enrol-link');

/**
 * E-mails the account's own address the link that lets a first enrolment go on: a leaked password of an
 * admin who has not enrolled yet is not enough to bind the attacker's authenticator. Bound to the account
 * and its token version, so enrolling (which signs out every session) or a sign-out everywhere voids it.
 */
export async function sendEnrolLink(app: FastifyInstance, account: Account): Promise<void> {
  const expiresAt = Math.floor(Date.now() / 1000) + ENROL_LINK_TTL_MINUTES * 60;
  const token = signToken(secretOf(app), { u: account.id, v: account.tokenVersion, x: expiresAt });
  await app.mail.enqueue(
    accountMail('twoFactorEnrol', {
      seller: await app.sellerIdentity.current(),
      to: account.email,
      language: account.language,
      url: `${app.config.publicUrl}${pageLinks.adminEnrol(token)}`,
      params: { minutes: ENROL_LINK_TTL_MINUTES },
    }),
    app.db,
  );
}

/** Whether `token` is a live enrolment link of this account at its current token version. */
export function isEnrolLinkOf(app: FastifyInstance, token: string, account: Account): boolean {
  const data = readSignedToken(secretOf(app), token);
  return (
    data !== undefined &&
    data.u === account.id &&
    data.v === account.tokenVersion &&
    typeof data.x === 'number' &&
    data.x * 1000 > Date.now()
  );
}
