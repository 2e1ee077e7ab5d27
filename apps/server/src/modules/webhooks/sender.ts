import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';

/** How much of an answer's body the delivery log keeps. */
export const LOGGED_BODY_BYTES = 2048;
/** A send that takes longer is a failure: the receiver should answer first and work later. */
export const SEND_TIMEOUT_MS = 10_000;

export interface SendRequest {
  url: string;
  /** The address checked for this send (addresses.ts): the connection goes there, never to a fresh lookup. */
  address: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs?: number;
}

export interface SendOutcome {
  ok: boolean;
  responseStatus: number | null;
  responseBody: string | null;
  durationMs: number;
  error: string | null;
}

/** A lookup that answers the checked address whatever the name, so a DNS answer changed since is never used. */
const pinnedLookup =
  (address: string): LookupFunction =>
  (_host, options, callback) => {
    const family = isIP(address);
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };

/**
 * POSTs one signed event. A 2xx answer is a success; a redirect, any other status, a network error or the
 * time-out is a failure (redirects are never followed: they could lead anywhere). Reads at most 2 kB of the body.
 */
export function sendWebhook(send: SendRequest): Promise<SendOutcome> {
  const started = performance.now();
  const url = new URL(send.url);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          ...send.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(send.body),
          'user-agent': 'ninja-indicators-webhooks/1',
        },
        lookup: pinnedLookup(send.address),
        timeout: send.timeoutMs ?? SEND_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const finish = () => {
          const status = res.statusCode ?? 0;
          resolve({
            ok: status >= 200 && status < 300,
            responseStatus: status,
            responseBody: Buffer.concat(chunks).subarray(0, LOGGED_BODY_BYTES).toString('utf8'),
            durationMs: elapsed(),
            error: null,
          });
        };
        res.on('data', (chunk: Buffer) => {
          if (kept < LOGGED_BODY_BYTES) chunks.push(chunk);
          kept += chunk.length;
          if (kept >= LOGGED_BODY_BYTES) {
            res.destroy();
            finish();
          }
        });
        res.on('end', finish);
        res.on('error', finish);
      },
    );
    req.on('timeout', () =>
      req.destroy(new Error(`no answer within ${send.timeoutMs ?? SEND_TIMEOUT_MS} ms`)),
    );
    req.on('error', (error) =>
      resolve({
        ok: false,
        responseStatus: null,
        responseBody: null,
        durationMs: elapsed(),
        error: error.message,
      }),
    );
    req.end(send.body);
  });
}
