import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
/** As the on-the-fly compression (lib/http/compression.ts): below this, headers outweigh the savings. */
const MIN_COMPRESSED_BYTES = 1024;
const encodingNegotiator = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS] });

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 9: within a few per cent of 11 on JSON and HTML for a fraction of its time, which matters
  // right after a price change, when every answer is built again.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/**
 * A catalogue answer serialised once (JSON, or a page's HTML) and kept as bytes, its strong ETag, and its
 * brotli and gzip copies, each made once on first demand (on libuv's thread pool) and kept for as long as the
 * answer: compressing every answer anew cost the event loop more than everything else a catalogue read
 * does, and sending a string would encode it (twice: its length, then its bytes) on every request.
 */
export class CachedAnswer {
  readonly etag: string;
  readonly bytes: Buffer;
  private readonly copies = new Map<Encoding, Promise<Buffer>>();
  /** The copies made so far, for sending without waiting on a promise. */
  private readonly made = new Map<Encoding, Buffer>();

  constructor(body: string) {
    this.bytes = Buffer.from(body);
    this.etag = `"${createHash('sha1').update(this.bytes).digest('base64url')}"`;
  }

  /** The answer as text (tests and the page checks read it). */
  get body(): string {
    return this.bytes.toString();
  }

  /** The body compressed with `encoding`; a failed compression is forgotten, so the next use tries again. */
  encoded(encoding: Encoding): Promise<Buffer> {
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy = compressors[encoding](this.bytes);
      this.copies.set(encoding, copy);
      copy.then(
        (bytes) => this.made.set(encoding, bytes),
        () => this.copies.delete(encoding),
      );
    }
    return copy;
  }

  /** The body compressed with `encoding` if that copy is made already. */
  encodedNow(encoding: Encoding): Buffer | undefined {
    return this.made.get(encoding);
  }
}

/**
 * Sends a cached answer with its ETag: 304 without a body when the client already holds it, else the
 * body in the best encoding the client accepts (kept compressed with the answer). Browsers revalidate
 * every time (`no-cache`): a price change must show on the next visit, and a 304 costs only the round
 * trip. The language may come from the `lang` cookie or Accept-Language (lib/http/language.ts), hence `Vary`.
 * Sent at once (undefined) unless a compressed copy is still being made (a promise then): the catalogue's
 * hot path creates no promise. The routes using it turn off the on-the-fly compression (`compress: false`),
 * which would only find the answer compressed already or under its threshold.
 */
export function sendCachedAnswer(
  request: { headers: IncomingHttpHeaders },
  reply: FastifyReply,
  answer: CachedAnswer,
  type = 'application/json; charset=utf-8',
): Promise<void> | undefined {
  reply
    .header('etag', answer.etag)
    .header('cache-control', 'public, no-cache')
    .header('vary', 'Accept-Language, Cookie, Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  // If-None-Match compares weakly: W/"x" matches "x".
  const held = ifNoneMatch?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (held?.some((tag) => tag === answer.etag || tag === '*')) {
    reply.code(304).send();
    return undefined;
  }
  reply.type(type);
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? encodingNegotiator.negotiate(accepted) : null;
  if (!encoding || answer.bytes.length < MIN_COMPRESSED_BYTES) {
    reply.send(answer.bytes);
    return undefined;
  }
  const made = answer.encodedNow(encoding);
  if (made) {
    reply.header('content-encoding', encoding).send(made);
    return undefined;
  }
  return answer.encoded(encoding).then(
    (copy) => void reply.header('content-encoding', encoding).send(copy),
    () => void reply.send(answer.bytes),
  );
}
