import type { SellerIdentity } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { AuthenticatedUser } from '../../lib/auth/plugin';
import type { TokenService } from '../../lib/auth/tokens';
import type { Database } from '../../lib/db/client';
import type { MailService } from '../../lib/mail/plugin';
import type { AppSecrets } from '../../lib/secrets';
import type { AuditActor } from '../audit';
import type { TwoFactorVault } from './two-factor/secrets';

/**
 * What the accounts' services reach, each part named as the app's decoration of it, so that route
 * registration hands them the app's own parts and a test builds them on a database copy without an app.
 */
export interface AccountDeps {
  db: Database;
  mail: Pick<MailService, 'enqueue'>;
  tokens: Pick<TokenService, 'sign' | 'signChallenge' | 'verifyChallenge'>;
  /** The JWT secret, from which the device-cookie, link and enrol-link keys are derived. */
  secrets: Pick<AppSecrets, 'jwt'>;
  config: Pick<AppConfig, 'env' | 'publicUrl' | 'rateLimitEnabled' | 'twoFactor'>;
  /** The seller's identity the e-mails carry (seller-identity sits above users: it is not imported). */
  sellerIdentity: { current(): Promise<SellerIdentity> };
  twoFactorVault: Pick<TwoFactorVault, 'encrypt' | 'decrypt' | 'hashRecoveryCode'>;
  log: FastifyBaseLogger;
}

/** Who calls an account's own action: the signed-in user as their token proved them, and the audit actor. */
export interface AccountCaller {
  user: AuthenticatedUser;
  actor: AuditActor;
}
