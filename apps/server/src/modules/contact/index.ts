/** What other modules use of the contact form: the language the support team reads. */

import type { ShopModule } from '../shop-module';
import { forgetUser } from './forget-user';
import { contactRoutes } from './routes';

export { SUPPORT_LANGUAGE } from './service';
export { forgetUser };

export const contactModule: ShopModule = { name: 'contact', forgetUser, routes: [contactRoutes] };
