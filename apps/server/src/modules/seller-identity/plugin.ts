import { missingSellerFields } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SellerIdentityCache } from './cache';
import { readSellerIdentity, seedSellerIdentity } from './store';
import { type SupportAddress, supportAddressOf } from './support';

declare module 'fastify' {
  interface FastifyInstance {
    /** The seller's stored identity, cached (legal pages, e-mails); invoices read the row in their transaction. */
    sellerIdentity: SellerIdentityCache;
    /** Where staff mail goes: the identity's saved support e-mail, else SUPPORT_EMAIL (support.ts). */
    supportAddress: SupportAddress;
  }
}

/**
 * Stores the SELLER_* variables as the identity on the first start, then serves the stored one from memory,
 * renewed when a save changes it (`SellerIdentityCache`). In production,
 * start-up names what is still missing: invoices wait until it is complete.
 */
export const sellerIdentityPlugin = fp(
  async (app: FastifyInstance) => {
    await seedSellerIdentity(app.db, app.config.sellerInitial);
    const cache = new SellerIdentityCache(
      async () => (await readSellerIdentity(app.dbHandle.lane)).identity,
      () => app.catalogueCache.versionNow(),
      app.dbHandle.kind === 'postgres',
    );
    await cache.load();
    app.decorate('sellerIdentity', cache);
    app.decorate('supportAddress', supportAddressOf(cache, app.config.mail.supportEmail));
    if (app.config.env !== 'production') return;
    const missing = missingSellerFields(await cache.current());
    if (missing.length > 0) {
      app.log.warn(
        `Seller identity incomplete, invoices wait until it is set in the back-office (/admin?tab=seller): ${missing.join(', ')}`,
      );
    }
  },
  { name: 'seller-identity', dependencies: ['database', 'catalogue-cache'] },
);
