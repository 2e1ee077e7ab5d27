import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dueTaskOn } from '../../lib/due-work';
import { referralCookieSecret } from '../affiliates';
import { chargedLines, requireBillingAddress, saleTermsOf } from '../checkout';
import { refuseMoveInCooldown, signLeaseFile } from '../licences';
import { cardLinkSecret } from './card-link';
import type { LeaseDeps } from './deps';
import { LEASE_GRACE_MAILS, nextGraceMailAt, sendLeaseGraceMails } from './grace-mails';
import { type LeaseLedger, leaseLedger } from './ledger';

declare module 'fastify' {
  interface FastifyInstance {
    /** What other modules may do to a lease (the one writer of `subscriptions`, docs/rules/leases.md). */
    leases: LeaseLedger;
    /** The parts the leases' services reach (deps.ts), built once: the lease routes and tasks hand them over. */
    leaseDeps: LeaseDeps;
  }
}

/** The leases' named parts from the app's, and the lease ledger built from them for other modules. */
export const leaseLedgerPlugin = fp(
  async (app: FastifyInstance) => {
    const deps: LeaseDeps = {
      db: app.db,
      config: app.config,
      payments: app.payments,
      cardLinkSecret: cardLinkSecret(app.secrets.jwt),
      referralSecret: referralCookieSecret(app.secrets.jwt),
      clock: app.leaseClock,
      mail: app.mail,
      sellerIdentity: { current: () => app.sellerIdentity.current() },
      storage: app.storage,
      signedUrls: app.signedUrls,
      orderLifecycle: app.orderLifecycle,
      sales: {
        requireBillingAddress: (userId, given) => requireBillingAddress(app, userId, given),
        saleTermsOf: (db, userId, consented, currency) => saleTermsOf(app, db, userId, consented, currency),
        chargedLines: (lines, terms) => chargedLines(app, lines, terms),
      },
      licences: {
        refuseMoveInCooldown: (movedAt, language, now) =>
          refuseMoveInCooldown(app.licences, movedAt, language, now),
        signLeaseFile: (db, facts, now) => signLeaseFile(app.licences, db, facts, now),
      },
      events: app.shopEvents,
      log: app.log,
      paidCards: app.ownCardRule,
    };
    app.decorate('leaseDeps', deps);
    app.decorate('leases', leaseLedger(deps));
  },
  {
    name: 'lease-ledger',
    dependencies: [
      'database',
      'payments',
      'mail',
      'storage',
      'signed-urls',
      'order-lifecycle',
      'webhooks',
      'affiliates',
    ],
  },
);

/** At their time on the lease clock: the grace-period e-mails of leases whose renewal failed (docs/rules/leases.md). */
export const leaseGraceMailsPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.config.scheduledTasksEnabled) {
      const deps = app.leaseDeps;
      app.dueWork.add(
        LEASE_GRACE_MAILS,
        dueTaskOn(
          () => deps.clock.now(),
          (now) => sendLeaseGraceMails(deps, now),
          (now) => nextGraceMailAt(deps, now),
        ),
      );
    }
  },
  { name: 'lease-grace-mails', dependencies: ['lease-ledger', 'seller-identity', 'due-work'] },
);
