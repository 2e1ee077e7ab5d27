import { checkoutModule } from '../checkout';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { licencesModule } from '../licences';
import type { ShopModule } from '../shop-module';
import { businessFiguresModule } from '.';

/**
 * What the recovery journey reaches: the figures, and a lease test's modules (the leases, the checkout whose
 * webhook route brings the sandbox's events back to them, the licences and files their routes read).
 */
export const figuresJourneyModules: readonly ShopModule[] = [
  businessFiguresModule,
  leasesModule,
  checkoutModule,
  licencesModule,
  filesModule,
];
