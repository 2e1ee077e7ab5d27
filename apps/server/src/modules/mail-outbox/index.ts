/** The back-office view of the mail queue: what was sent, what failed, and a retry. */
import type { ShopModule } from '../shop-module';
import { adminMailOutboxRoutes } from './routes';

export const mailOutboxModule: ShopModule = { name: 'mail-outbox', adminRoutes: [adminMailOutboxRoutes] };
