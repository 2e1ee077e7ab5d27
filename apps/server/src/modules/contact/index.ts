/** What other modules use of the contact form: the language the support team reads. */

import type { ShopModule } from '../shop-module';
import { contactRoutes } from './routes';

export { forgetUser } from './forget-user';
export { SUPPORT_LANGUAGE } from './service';

export const contactModule: ShopModule = { name: 'contact', routes: [contactRoutes] };
