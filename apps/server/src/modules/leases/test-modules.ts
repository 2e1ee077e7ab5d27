import { checkoutModule } from '../checkout';
import { filesModule } from '../files';
import { licencesModule } from '../licences';
import type { ShopModule } from '../shop-module';
import { leasesModule } from '.';

/**
 * What a lease test reaches: the leases, the checkout (its webhook route brings the sandbox's events back to
 * the leases), the licences (a lease's file and its move cooldown, read by the lease routes) and the files
 * (the signed link a lease's licence file is downloaded from).
 */
export const leaseTestModules: readonly ShopModule[] = [
  leasesModule,
  checkoutModule,
  licencesModule,
  filesModule,
];
