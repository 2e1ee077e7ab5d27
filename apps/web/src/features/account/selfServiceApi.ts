import type { DeleteAccountBody, ForgotPasswordBody, ResetPasswordBody } from '@shop/contracts';
import {
  accountExportSchema,
  messageResultSchema,
  resetLinkCheckSchema,
  signInAnswerSchema,
  verifyEmailResultSchema,
} from '@shop/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { saveBlob } from '@/shared/saveFile';
import { useSession } from '@/shared/session/store';

/** POST /api/users/password/forgot: the same answer whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      apiRequest('/users/password/forgot', { schema: messageResultSchema, method: 'POST', body }),
  });
}

/** POST /api/users/password/reset: the signed-in user info, or the code step of a two-factor account. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      apiRequest('/users/password/reset', { schema: signInAnswerSchema, method: 'POST', body }),
  });
}

/** POST /api/users/password/reset/check: whether the page's link still works (asking does not spend it). */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['users', 'reset-link', token],
    queryFn: () =>
      apiRequest('/users/password/reset/check', {
        schema: resetLinkCheckSchema,
        method: 'POST',
        body: { token },
      }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * POST /api/users/email/verify, once per token (a query, so a re-render or React's double effects in
 * development never follow the link twice).
 */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: ['users', 'verify-email', token],
    queryFn: () =>
      apiRequest('/users/email/verify', { schema: verifyEmailResultSchema, method: 'POST', body: { token } }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/users/email/resend: a new verification link (pending address first). */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiRequest('/users/email/resend', { schema: messageResultSchema, method: 'POST' }),
  });
}

/** GET /api/users/me/export, saved as a pretty-printed JSON file. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const data = await apiRequest('/users/me/export', { schema: accountExportSchema });
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      saveBlob(blob, `ninja-indicators-my-data-${data.exportedAt.slice(0, 10)}.json`);
    },
  });
}

/** DELETE /api/users/me, then the local session and cart are cleared. */
export function useCloseAccount() {
  return useMutation({
    mutationFn: async (body: DeleteAccountBody) => {
      await apiRequest('/users/me', { method: 'DELETE', body });
      useSession.getState().signOut();
    },
  });
}

/** POST /api/users/logout-everywhere, then this browser's session is cleared too. */
export function useLogoutEverywhere() {
  return useMutation({
    mutationFn: async () => {
      await apiRequest('/users/logout-everywhere', { method: 'POST' });
      useSession.getState().signOut();
    },
  });
}
