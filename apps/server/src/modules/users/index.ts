/**
 * What the second factor, the maintenance tasks and the checkout reuse of accounts: the sign-in throttle,
 * users and their billing details.
 */

import type { ShopModule } from '../shop-module';
import { accountRoutes } from './account-routes';
import { adminUserRoutes } from './admin/routes';
import { accountsPlugin } from './plugin';
import { usersRoutes } from './routes';
import { twoFactorRoutes } from './two-factor/routes';
import { twoFactorPlugin } from './two-factor/secrets';

export { userSearchCondition } from './admin/service';
export { issueDeviceCookie, readDeviceCookie } from './device-cookie';
export { ensureAdmin } from './first-admin';
export { forgetUser } from './forget-user';
export { type MailSettings, setMailSettings } from './mail-settings';
export { perIpLimit } from './rate-limits';
export { loadUser, storeBilling, toUserInfo } from './service';
export { assertNotThrottled, clearFailures, recordFailure, THROTTLE } from './sign-in-throttle';
export { resetAdminTwoFactor } from './two-factor/operator-reset';

export const usersModule: ShopModule = {
  name: 'users',
  setup: async (app) => {
    await app.register(twoFactorPlugin);
    await app.register(accountsPlugin);
  },
  routes: [usersRoutes, accountRoutes, twoFactorRoutes],
  adminRoutes: [adminUserRoutes],
};
