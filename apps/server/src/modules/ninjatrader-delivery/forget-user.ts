import { and, eq } from 'drizzle-orm';
import type { ForgetUser } from '../../lib/closed-account';
import { vendorLicenceTasks } from '../../lib/db/schema';
import type { VendorLicenceDelivery } from './delivery';
import { grantedProducts } from './sync';

/**
 * The delivery list's part of closing an account (docs/rules/vendor-licences.md, docs/rules/accounts.md): each
 * product NinjaTrader grants the person is asked to be revoked, as the shop's own licences are, and that task
 * keeps the NinjaTrader e-mail until the owner has carried it out (it is where to revoke); every task already
 * done forgets it.
 */
export function forgetVendorLicences(delivery: VendorLicenceDelivery): ForgetUser {
  return async (tx, user) => {
    for (const granted of await grantedProducts(tx, user.id)) {
      await delivery.requestRevoke(tx, { ...granted, orderId: null, reason: 'accountClosed' });
    }
    await tx
      .update(vendorLicenceTasks)
      .set({ ninjaTraderEmail: user.anonymous.email })
      .where(and(eq(vendorLicenceTasks.userId, user.id), eq(vendorLicenceTasks.state, 'done')));
  };
}
