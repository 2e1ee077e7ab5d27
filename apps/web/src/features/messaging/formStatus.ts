import type { MessageResult } from '@shop/contracts';

export type FormStatus =
  | { kind: 'idle' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

/**
 * Spec section 8: a failed call (or `success: false`) shows the server's message when it sent one,
 * otherwise the form's fallback text.
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'status' in error && 'message' in error) {
    const { status, message } = error as { status: number; message: unknown };
    // A network failure or time-out (status 0) has a transport message; a server answer has its own.
    if (typeof message === 'string' && message.trim() !== '' && status > 0) return message;
  }
  return fallback;
}

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
): string | undefined {
  for (const field of order) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  return undefined;
}
