import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** The header that tells the back-office how many rows a streamed export will hold (for its progress bar). */
export const EXPORT_ROWS_HEADER = 'x-export-rows';

/**
 * Sends a CSV export as it is written: no length is known in advance, so the rows to come are announced in
 * `x-export-rows` and the browser counts the rows it receives against it.
 */
export function sendCsvStream(
  reply: FastifyReply,
  file: { name: string; rows: number },
  chunks: AsyncIterable<string>,
): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header(EXPORT_ROWS_HEADER, String(file.rows))
    .send(Readable.from(chunks));
}
