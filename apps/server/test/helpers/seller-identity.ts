import type { SellerIdentity } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { writeSellerIdentity } from '../../src/modules/seller-identity/store';

/**
 * Stores these fields of the seller identity as the back-office's save does (the row in a transaction, the
 * instance's copy). The back-office route's own checks and audit are seller-identity.test.ts's.
 */
export async function saveSellerIdentity(
  app: FastifyInstance,
  changes: Partial<SellerIdentity>,
): Promise<void> {
  const identity = { ...(await app.sellerIdentity.current()), ...changes };
  await app.db.transaction(async (tx) => {
    await writeSellerIdentity(tx, identity);
    app.sellerIdentity.replace(identity);
  });
}

/**
 * Stores `email` as the seller identity's support e-mail, '' for an identity saved without one (a shop first
 * started without SUPPORT_EMAIL).
 */
export const saveSupportEmail = (app: FastifyInstance, email: string) => saveSellerIdentity(app, { email });
