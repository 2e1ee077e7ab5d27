import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { DownloadFailure, failureReasonOf } from './downloadFailure';

describe('failureReasonOf', () => {
  it.each([
    [new ApiRequestError('x', 401, 'unauthorized'), 'signedOut'],
    [new ApiRequestError('x', 403, 'download.notBuyer'), 'forbidden'],
    [new ApiRequestError('x', 404, 'files.linkForeign'), 'notFound'],
    [new ApiRequestError('x', 404, 'download.fileNotFound'), 'notFound'],
    [new ApiRequestError('x', 500, 'internal'), 'server'],
    [new ApiRequestError('x', 503, 'http'), 'server'],
    [new ApiRequestError('x', 0, 'timeout'), 'timeout'],
    [new ApiRequestError('x', 0, 'network'), 'other'],
    [new ApiRequestError('x', 400, 'validation'), 'other'],
    [new ApiRequestError('x', 429, 'rateLimited'), 'other'],
    [new DownloadFailure('noUrl'), 'noUrl'],
    [new DownloadFailure('noMapping'), 'noMapping'],
    [new TypeError('boom'), 'other'],
  ] as const)('maps %o to %s', (error, reason) => {
    expect(failureReasonOf(error)).toBe(reason);
  });
});
