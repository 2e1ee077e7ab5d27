import { buyer } from './checkout';
import { HEX } from './licences';
import { approvedLicence, payCart } from './selling';
import type { SellingSuite } from './selling-suite';

let machines = 200;

/** The seeded Volume Profile Lite → Premium pair (docs/rules/upgrades.md). */
export const lite = (suite: SellingSuite) => suite.bySlug.get('volume-profile-lite')!;
export const premium = (suite: SellingSuite) => suite.bySlug.get('volume-profile-premium')!;

/** A cart line upgrading the Lite line of `fromOrderId` to Premium. */
export const upgradeLine = (suite: SellingSuite, fromOrderId: string) => ({
  product: premium(suite).id,
  qty: 1,
  upgradeFrom: fromOrderId,
});

/** A new buyer who paid for Volume Profile Lite, with an approved licence of it on a machine of their own. */
export async function liteOwner(suite: SellingSuite) {
  const customer = await buyer(suite.ctx);
  const { orderId } = await payCart(suite.ctx, customer.auth, [{ product: lite(suite).id, qty: 1 }]);
  machines += 1;
  const machineId = HEX(machines);
  const licenceId = await approvedLicence(suite.ctx, customer.auth, suite.admin.auth, {
    orderId,
    productId: lite(suite).id,
    machineId,
  });
  return { ...customer, orderId, machineId, licenceId };
}
