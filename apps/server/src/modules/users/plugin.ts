import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountDeps } from './deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** The parts the accounts' services reach (deps.ts), built once: the users routes hand them over. */
    accounts: AccountDeps;
  }
}

/** `app.accounts`, from the app's infrastructure and the two-factor vault. */
export const accountsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('accounts', {
      db: app.db,
      mail: app.mail,
      tokens: app.tokens,
      secrets: app.secrets,
      config: app.config,
      // Read when an e-mail is written: the seller-identity module may be set up after this one.
      sellerIdentity: { current: () => app.sellerIdentity.current() },
      twoFactorVault: app.twoFactorVault,
      log: app.log,
    } satisfies AccountDeps);
  },
  { name: 'accounts', dependencies: ['database', 'mail', 'auth', 'two-factor'] },
);
