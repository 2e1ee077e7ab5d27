/** The newsletter: sign-up and confirmation for visitors, the subscriber list for the back-office. */
import type { ShopModule } from '../shop-module';
import { adminNewsletterSubscriberRoutes } from './admin/routes';
import { forgetUser } from './forget-user';
import { newsletterRoutes } from './routes';

export { forgetUser };

export const newsletterModule: ShopModule = {
  name: 'newsletter',
  forgetUser,
  routes: [newsletterRoutes],
  adminRoutes: [adminNewsletterSubscriberRoutes],
};
