import type {
  BillingBody,
  ProfileUpdateBody,
  SignInBody,
  SignUpBody,
  TwoFactorSignInBody,
} from '@shop/contracts';
import {
  signInAnswerSchema,
  signUpAnswerSchema,
  signUpConfirmAnswerSchema,
  userInfoSchema,
} from '@shop/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { logout } from '@/shared/session/logout';

/** POST /api/users/signin: the user info with its token, or the code step of a two-factor account. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignInBody) =>
      apiRequest('/users/signin', { schema: signInAnswerSchema, method: 'POST', body }),
  });
}

/** POST /api/users/signin/two-factor: the challenge of the password step and a code; answers the session. */
export function useTwoFactorSignIn() {
  return useMutation({
    mutationFn: (body: TwoFactorSignInBody) =>
      apiRequest('/users/signin/two-factor', { schema: userInfoSchema, method: 'POST', body }),
  });
}

/**
 * POST /api/users/signup: e-mails the link that creates the account (the answer is the same whether or not
 * the address has one, docs/rules/accounts.md).
 */
export function useSignUp() {
  return useMutation({
    mutationFn: (body: SignUpBody) =>
      apiRequest('/users/signup', { schema: signUpAnswerSchema, method: 'POST', body }),
  });
}

/**
 * POST /api/users/signup/confirm, once per token (a query, so a re-render or React's double effects in
 * development never spend the link twice): the new account, signed in, and where to go next.
 */
export function useConfirmSignUp(token: string) {
  return useQuery({
    queryKey: ['users', 'signup-confirm', token],
    queryFn: () =>
      apiRequest('/users/signup/confirm', {
        schema: signUpConfirmAnswerSchema,
        method: 'POST',
        body: { token },
      }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * GET /api/users/me: checks the stored token on the profile page (a revoked or forged one answers 401,
 * which makes the shared client clear the session and the app go to /login).
 */
export function useMe(token: string | undefined) {
  return useQuery({
    // Keyed by token: an answer for one session is never handed to another.
    queryKey: ['users', 'me', token],
    queryFn: () => apiRequest('/users/me', { schema: userInfoSchema }),
    enabled: Boolean(token),
    retry: false,
    staleTime: 0,
  });
}

/** PUT /api/users/profile: the answer replaces the stored user (it may carry a new token). */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) =>
      apiRequest('/users/profile', { schema: userInfoSchema, method: 'PUT', body }),
  });
}

/** PUT /api/users/billing: the answer is merged into the stored user. */
export function useUpdateBilling() {
  return useMutation({
    mutationFn: (body: BillingBody) =>
      apiRequest('/users/billing', { schema: userInfoSchema, method: 'PUT', body }),
  });
}

/** POST /api/users/logout (revokes every token of the account), then the local session is cleared. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
