import type { MessageResult } from '@shop/contracts';
import type { ErrorCode } from '@shop/i18n/web';

export type FormStatus =
  | { kind: 'idle' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

/** docs/rules/accounts.md: `success: false` shows the server's message when it sent one, otherwise the form's fallback. */
export function statusOfResult(
  result: MessageResult,
  fallbackSuccess: string,
  fallbackError: string,
): FormStatus {
  if (!result.success) return { kind: 'error', message: result.message || fallbackError };
  return { kind: 'success', message: result.message || fallbackSuccess };
}

/** The first error of the form's fields in display order, as an errors-namespace key (zod schema message). */
export function firstErrorKey(
  errors: Partial<Record<string, { message?: string } | undefined>>,
  order: readonly string[],
): ErrorCode | undefined {
  for (const field of order) {
    const message = errors[field]?.message;
    if (message) return message as ErrorCode;
  }
  return undefined;
}
