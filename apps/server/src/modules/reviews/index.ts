/** What the app and the back-office use of reviews. */
import type { ShopModule } from '../shop-module';
import { adminReviewRoutes } from './admin-routes';
import { reviewRoutes } from './routes';

export { forgetUser } from './forget-user';

export const reviewsModule: ShopModule = {
  name: 'reviews',
  routes: [reviewRoutes],
  adminRoutes: [adminReviewRoutes],
};
