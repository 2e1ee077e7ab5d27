import { filesModule } from '../files';
import { invoicesModule } from '../invoices';
import { ordersModule } from '../orders';
import type { ShopModule } from '../shop-module';
import { usersModule } from '../users';
import { checkoutModule } from '.';

/**
 * The modules a buyer's checkout journey reaches in a test (createModuleTestApp): checkout itself, the buyer's
 * account and billing details, the invoice and its PDF download, and the buyer's orders list that shows what a
 * checkout created (or that it created nothing).
 */
export const checkoutJourneyModules: readonly ShopModule[] = [
  checkoutModule,
  usersModule,
  invoicesModule,
  ordersModule,
  filesModule,
];
