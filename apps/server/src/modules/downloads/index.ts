/** What the releases module's tests use of downloads: the sweep of zips no product or release names. */

import type { ShopModule } from '../shop-module';
import { downloadsRoutes } from './routes';

export { forgetUser } from './forget-user';
export { deleteSupersededIndicatorFiles } from './service';

export const downloadsModule: ShopModule = { name: 'downloads', routes: [downloadsRoutes] };
