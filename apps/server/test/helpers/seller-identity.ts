import type { FastifyInstance } from 'fastify';
import { writeSellerIdentity } from '../../src/modules/seller-identity/store';

/**
 * Stores `email` as the seller identity's support e-mail as the back-office's save does (the row in a
 * transaction, the instance's copy), '' for an identity saved without one (a shop first started without
 * SUPPORT_EMAIL). The back-office route's own checks and audit are seller-identity.test.ts's.
 */
export async function saveSupportEmail(app: FastifyInstance, email: string): Promise<void> {
  const identity = { ...(await app.sellerIdentity.current()), email };
  await app.db.transaction(async (tx) => {
    await writeSellerIdentity(tx, identity);
    app.sellerIdentity.replace(identity);
  });
}
