import { ApiRequestError } from '@/shared/api/client';

/** The server's translated message of a failed call, or the given fallback for a transport failure. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && !['network', 'timeout', 'http'].includes(error.code)) {
    return error.message;
  }
  return fallback;
}
