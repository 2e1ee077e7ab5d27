/** What the releases module's tests use of downloads: the sweep of zips no product or release names. */

import type { ShopModule } from '../shop-module';
import { forgetUser } from './forget-user';
import { downloadsRoutes } from './routes';

export { deleteSupersededIndicatorFiles } from './service';
export { forgetUser };

export const downloadsModule: ShopModule = { name: 'downloads', forgetUser, routes: [downloadsRoutes] };
