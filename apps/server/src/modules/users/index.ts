/**
 * What the second factor, the maintenance tasks and the checkout reuse of accounts: the sign-in throttle,
 * users and their billing details.
 */
export { issueDeviceCookie, readDeviceCookie } from './device-cookie';
export { perIpLimit } from './rate-limits';
export { loadUser, storeBilling, toUserInfo } from './service';
export { assertNotThrottled, clearFailures, recordFailure, THROTTLE } from './sign-in-throttle';
