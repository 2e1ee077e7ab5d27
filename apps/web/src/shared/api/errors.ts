import type { ApiError } from '@shop/contracts';

/** A failed call: `message` is the server's translated message when it sent one, else the transport's. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly details?: ApiError['details'],
    /** `message` is the server's own text (not a transport or status-line fallback). */
    readonly fromServer = false,
  ) {
    super(message);
  }
}

/**
 * What a form shows for a failed call: the server's own (translated) message when it sent one, otherwise the
 * form's `fallback` (network failure, time-out, an answer without a message, anything else thrown).
 */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.fromServer ? error.message : fallback;
}
