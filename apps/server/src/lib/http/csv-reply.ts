import { Readable } from 'node:stream';
import { apiErrorSchema } from '@shop/contracts';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';

/** The header that tells the back-office how many rows a streamed export will hold (for its progress bar). */
const EXPORT_ROWS_HEADER = 'x-export-rows';

/** A CSV export about to be sent: its file name, the rows it will hold, and its text as it is written. */
export interface CsvExport {
  name: string;
  rows: number;
  chunks: AsyncIterable<string>;
}

/**
 * A back-office GET route, for the caller to register, that sends a CSV export as it is written: no length
 * is known in advance, so the rows to come are announced in `x-export-rows` and the browser counts the rows
 * it receives against it. The caller's plugin has already checked that the caller is an admin.
 */
export function csvExportRoute(
  url: string,
  summary: string,
  prepare: () => Promise<CsvExport>,
): RouteOptions {
  return {
    method: 'GET',
    url,
    schema: {
      tags: ['admin'],
      summary: `${summary}, as a CSV file streamed (x-export-rows announces the row count)`,
      security: [{ bearer: [] }],
      response: { 200: z.string(), 401: apiErrorSchema, 403: apiErrorSchema },
    },
    handler: async (_request, reply) => {
      const file = await prepare();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header(EXPORT_ROWS_HEADER, String(file.rows))
        .send(Readable.from(file.chunks));
    },
  };
}

/** Today's date as export file names carry it (`2026-11-26`). */
export const exportDay = (now = new Date()) => now.toISOString().slice(0, 10);
