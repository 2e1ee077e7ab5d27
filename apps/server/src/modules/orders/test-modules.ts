import { checkoutModule } from '../checkout';
import { filesModule } from '../files';
import { invoicesModule } from '../invoices';
import type { ShopModule } from '../shop-module';
import { ordersModule } from '.';

/**
 * What an orders test reaches: the buyer's orders, the checkout that places them, and the invoice link and
 * the signed download it hands out.
 */
export const ordersTestModules: readonly ShopModule[] = [
  ordersModule,
  checkoutModule,
  invoicesModule,
  filesModule,
];
