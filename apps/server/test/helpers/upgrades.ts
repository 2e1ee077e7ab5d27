import type { TestApp } from '../test-app';
import { buyer } from './checkout';
import { HEX } from './licences';
import { approvedLicence, payCart, productsBySlug } from './selling';

type Products = Awaited<ReturnType<typeof productsBySlug>>;

let machines = 200;

/**
 * The seeded Volume Profile Lite → Premium pair (docs/rules/upgrades.md) and a maker of new buyers who paid for
 * Lite and hold an approved licence of it on a machine of their own.
 */
export async function upgradeFixtures(ctx: TestApp, adminAuth: Record<string, string>) {
  const bySlug: Products = await productsBySlug(ctx);
  const lite = bySlug.get('volume-profile-lite')!;
  const premium = bySlug.get('volume-profile-premium')!;
  async function liteOwner() {
    const customer = await buyer(ctx);
    const { orderId } = await payCart(ctx, customer.auth, [{ product: lite.id, qty: 1 }]);
    machines += 1;
    const machineId = HEX(machines);
    const licenceId = await approvedLicence(ctx, customer.auth, adminAuth, {
      orderId,
      productId: lite.id,
      machineId,
    });
    return { ...customer, orderId, machineId, licenceId };
  }
  const upgradeLine = (fromOrderId: string) => ({ product: premium.id, qty: 1, upgradeFrom: fromOrderId });
  return { bySlug, lite, premium, liteOwner, upgradeLine };
}
