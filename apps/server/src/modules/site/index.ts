import type { ShopModule } from '../shop-module';
import { siteRoutes } from './routes';

export { publicConfig } from './public-config';

/** What every page may know of this installation: GET /api/config/public. */
export const siteModule: ShopModule = { name: 'site', routes: [siteRoutes] };
