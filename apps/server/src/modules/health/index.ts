/** Liveness and readiness for the load balancer and the operator. */

import type { ShopModule } from '../shop-module';
import { healthRoutes } from './routes';

export const healthModule: ShopModule = { name: 'health', routes: [healthRoutes] };
