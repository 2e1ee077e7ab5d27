/** The back-office's maintenance tasks: dry runs, clean-up, monitoring reports and CSV exports. */
import type { ShopModule } from '../shop-module';
import { adminMaintenanceRoutes } from './routes';

export const maintenanceModule: ShopModule = { name: 'maintenance', adminRoutes: [adminMaintenanceRoutes] };
