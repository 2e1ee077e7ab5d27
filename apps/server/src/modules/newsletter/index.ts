/** The newsletter: sign-up and confirmation for visitors, the subscriber list for the back-office. */
import type { ShopModule } from '../shop-module';
import { adminNewsletterSubscriberRoutes } from './admin/routes';
import { newsletterRoutes } from './routes';

export { forgetUser } from './forget-user';

export const newsletterModule: ShopModule = {
  name: 'newsletter',
  routes: [newsletterRoutes],
  adminRoutes: [adminNewsletterSubscriberRoutes],
};
