/** What sign-in and password reset need of the second factor: whether to ask for it. */
export { enrolmentHint, hasTwoFactor, twoFactorChallengeFor } from './challenge';
