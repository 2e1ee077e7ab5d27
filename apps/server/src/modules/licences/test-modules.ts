import { checkoutModule } from '../checkout';
import { refundsModule } from '../refunds';
import type { ShopModule } from '../shop-module';
import { licencesModule } from '.';

/** What a test of licences a refund revokes reaches: the licences, the paid checkout and the admin's refund. */
export const refundedLicenceTestModules: readonly ShopModule[] = [
  licencesModule,
  checkoutModule,
  refundsModule,
];
