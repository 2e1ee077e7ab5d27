import type { TwoFactorDisableBody } from '@shop/contracts';
import {
  twoFactorConfirmAnswerSchema,
  twoFactorSetupAnswerSchema,
  twoFactorStatusSchema,
  userInfoSchema,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { useSession } from '@/shared/session/store';

/** GET /api/users/two-factor, keyed by token: each session has its own answer (passed the factor or not). */
export function useTwoFactorStatus() {
  const token = useSession((state) => state.userInfo?.token);
  return useQuery({
    queryKey: ['two-factor', token],
    queryFn: () => apiRequest('/users/two-factor', { schema: twoFactorStatusSchema }),
    enabled: Boolean(token),
    staleTime: 0,
    // A new session (after enrolment) keeps showing the last answer while its own loads: the screen does
    // not flash a spinner and lose what it shows (the recovery codes).
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/users/two-factor/setup. A first enrolment without `enrolToken` answers that the link went to
 * the account's address; with the token of that link (the page's `enrol` parameter) it answers the secret.
 */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: (enrolToken: string | null) =>
      apiRequest('/users/two-factor/setup', {
        schema: twoFactorSetupAnswerSchema,
        method: 'POST',
        body: enrolToken ? { enrolToken } : {},
      }),
  });
}

/**
 * POST /api/users/two-factor/confirm. The caller stores the answer's session at once: enrolment signs out
 * every older token, this one included.
 */
export function useConfirmEnrolment() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/users/two-factor/confirm', {
        schema: twoFactorConfirmAnswerSchema,
        method: 'POST',
        body: { code },
      }),
  });
}

/** POST /api/users/two-factor/disable; its answer is the new session (older tokens are signed out). */
export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) =>
      apiRequest('/users/two-factor/disable', { schema: userInfoSchema, method: 'POST', body }),
    onSuccess: (user) => useSession.getState().signIn(user),
  });
}
