import { checkoutModule } from '../checkout';
import { leasesModule } from '../leases';
import { refundsModule } from '../refunds';
import type { ShopModule } from '../shop-module';
import { licencesModule } from '.';

/**
 * What a test of licences a refund revokes reaches: the licences, the paid checkout, the admin's refund, and
 * the leases, whose periods the order lifecycle revokes on every full refund (it reads them at request time).
 */
export const refundedLicenceTestModules: readonly ShopModule[] = [
  licencesModule,
  checkoutModule,
  refundsModule,
  leasesModule,
];
