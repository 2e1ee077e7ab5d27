import { checkoutModule } from '../checkout';
import { licencesModule } from '../licences';
import type { ShopModule } from '../shop-module';
import { leasesModule } from '.';

/**
 * What a lease test reaches: the leases, the checkout (its webhook route brings the sandbox's events back to
 * the leases) and the licences (a lease's file and its move cooldown, read by the lease routes).
 */
export const leaseTestModules: readonly ShopModule[] = [leasesModule, checkoutModule, licencesModule];
