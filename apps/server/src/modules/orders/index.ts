/** The orders module reads orders; creating them and moving them through their life is checkout's. */

import type { ShopModule } from '../shop-module';
import { ordersRoutes } from './routes';

export {
  findVisibleOrder,
  listUserOrders,
  loadOrders,
  type OrderItemRow,
  type OrderRow,
  toCreditNoteSummary,
} from './service';
export { type LifecycleState, stateOf } from './state';

export const ordersModule: ShopModule = { name: 'orders', routes: [ordersRoutes] };
