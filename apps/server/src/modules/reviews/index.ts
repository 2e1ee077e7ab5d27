/** What the app and the back-office use of reviews. */
import type { ShopModule } from '../shop-module';
import { adminReviewRoutes } from './admin-routes';
import { forgetUser } from './forget-user';
import { reviewRoutes } from './routes';

export { forgetUser };

export const reviewsModule: ShopModule = {
  name: 'reviews',
  forgetUser,
  routes: [reviewRoutes],
  adminRoutes: [adminReviewRoutes],
};
