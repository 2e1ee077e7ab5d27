import { checkoutModule } from '../checkout';
import { leasesModule } from '../leases';
import { licencesModule } from '../licences';
import { orderLifecycleModule } from '../order-lifecycle';
import { refundsModule } from '../refunds';
import type { ShopModule } from '../shop-module';
import { ninjaTraderDeliveryModule } from '.';

/**
 * What the delivery list's tests reach: the card checkout that makes orders, the refunds and the back-office's
 * paid/unpaid switch that end them, the leases whose ends the sweep notices, and the licences the lifecycle
 * revokes beside the list (docs/rules/vendor-licences.md).
 */
export const deliveryTestModules: readonly ShopModule[] = [
  ninjaTraderDeliveryModule,
  checkoutModule,
  orderLifecycleModule,
  refundsModule,
  licencesModule,
  leasesModule,
];
