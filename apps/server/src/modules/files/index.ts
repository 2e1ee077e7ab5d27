/** Signed links to stored files (invoices, credit notes, zips): the one route that serves them. */

import type { ShopModule } from '../shop-module';
import { filesRoutes } from './routes';

export const filesModule: ShopModule = { name: 'files', routes: [filesRoutes] };
