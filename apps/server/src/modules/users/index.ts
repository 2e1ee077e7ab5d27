/** What the second factor and the maintenance tasks reuse of accounts: the sign-in throttle and users. */
export { issueDeviceCookie, readDeviceCookie } from './device-cookie';
export { perIpLimit } from './rate-limits';
export { loadUser, toUserInfo } from './service';
export { assertNotThrottled, clearFailures, recordFailure, THROTTLE } from './sign-in-throttle';
