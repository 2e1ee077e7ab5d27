/**
 * Closing an account. Above the accounts, checkout and licences it winds down (open checkouts expired,
 * live licences revoked), so none of them has to know about the others.
 */

import type { ShopModule } from '../shop-module';
import { accountClosureRoutes } from './routes';

export const accountClosureModule: ShopModule = { name: 'account-closure', routes: [accountClosureRoutes] };
