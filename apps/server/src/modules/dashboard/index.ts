/** The back-office dashboard: the shop's figures at a glance, from the maintained daily totals. */
import type { ShopModule } from '../shop-module';
import { adminDashboardRoutes } from './routes';

export const dashboardModule: ShopModule = { name: 'dashboard', adminRoutes: [adminDashboardRoutes] };
