import { checkoutModule } from '../checkout';
import { leasesModule } from '../leases';
import { licencesModule } from '../licences';
import { orderLifecycleModule } from '../order-lifecycle';
import { refundRequestsModule } from '../refund-requests';
import type { ShopModule } from '../shop-module';
import { refundsModule } from '.';

/**
 * What a refund test reaches: the admin's refunds and the buyer's requests of one, the card checkout that made
 * the order, the back-office's paid/unpaid switch a refund is weighed against, and the licences and leases
 * a refund revokes (the order lifecycle reads the lease ledger on every revocation; docs/rules/refunds.md).
 */
export const refundTestModules: readonly ShopModule[] = [
  refundsModule,
  refundRequestsModule,
  checkoutModule,
  orderLifecycleModule,
  licencesModule,
  leasesModule,
];
