import { ApiRequestError } from '@/shared/api/errors';

/** Why a download failed, one per message of docs/rules/downloads.md. */
export type DownloadFailureReason =
  | 'noMapping'
  | 'signedOut'
  | 'noUrl'
  | 'forbidden'
  | 'notFound'
  | 'server'
  | 'timeout'
  | 'other';

export class DownloadFailure extends Error {
  constructor(readonly reason: DownloadFailureReason) {
    super(reason);
  }
}

/** The mapping of a failed call (docs/rules/downloads.md): 401, 403, 404, 5xx, the 30 s time-out, anything else. */
export function failureReasonOf(error: unknown): DownloadFailureReason {
  if (error instanceof DownloadFailure) return error.reason;
  if (!(error instanceof ApiRequestError)) return 'other';
  if (error.code === 'timeout') return 'timeout';
  if (error.status === 401) return 'signedOut';
  if (error.status === 403) return 'forbidden';
  if (error.status === 404) return 'notFound';
  if (error.status >= 500) return 'server';
  return 'other';
}
