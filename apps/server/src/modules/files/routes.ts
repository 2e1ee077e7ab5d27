import { apiErrorSchema, signedFileQuerySchema } from '@shop/contracts';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import parseRange from 'range-parser';
import { z } from 'zod';
import { currentUser } from '../../lib/auth/plugin';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { type ByteRange, isSafeStorageKey } from '../../lib/storage/storage';
import { type ArchiveDeps, readArchivedFile } from '../archive';

const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  csv: 'text/csv; charset=utf-8',
};
const typeOf = (name: string) =>
  contentTypes[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/**
 * The byte range a `Range` header asks for: one satisfiable range, `'unsatisfiable'`, or undefined to send the
 * whole file (no header, a malformed one or several ranges, which RFC 9110 lets a server ignore).
 */
function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return ranges[0];
}

/**
 * Serves files behind short-lived HMAC-signed links (invoices, indicator zips), streamed from storage with
 * Content-Length, Content-Disposition and single-range support so an interrupted download can resume.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const archive: ArchiveDeps = { db: app.db, storage: app.storage, log: app.log };
  app.get(
    '/files/download',
    {
      schema: {
        tags: ['files'],
        summary:
          "Download a file through a signed link; tampered or expired links answer 403, a link bound to another account 404 (an order document's link also serves admins)",
        querystring: signedFileQuerySchema,
        response: {
          200: z.any(),
          206: z.any(),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          416: apiErrorSchema,
          500: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { query } = request;
      if (!app.signedUrls.verify(query)) throw forbidden('files.linkInvalid');
      if (query.uid !== undefined) {
        await app.authenticate(request, reply);
        const user = currentUser(request);
        // Another account holding the link learns no more than from an id it guessed: 404, as for any
        // resource of another customer's (SECURITY.md).
        if (user.id !== query.uid && !(query.adm === '1' && user.isAdmin))
          throw notFound('files.linkForeign');
      }
      if (!isSafeStorageKey(query.key)) throw badRequest('files.badKey');
      const file = await app.storage.stat(query.key);
      if (!file) throw notFound('files.notFound');
      // An invoice or credit note is read whole and checked against its recorded sum before a byte is sent.
      const archived = await readArchivedFile(archive, query.key);

      reply
        .type(typeOf(query.name))
        .header('content-disposition', contentDisposition(query.name))
        .header('cache-control', 'private, no-store')
        .header('accept-ranges', 'bytes')
        .header('last-modified', file.modifiedAt.toUTCString());
      const range = requestedRange(request.headers.range, file.size);
      if (range === 'unsatisfiable') {
        return reply
          .status(416)
          .header('content-range', `bytes */${file.size}`)
          .type('application/json')
          .send({
            code: 'files.rangeNotSatisfiable',
            message: translate(request.language, 'files.rangeNotSatisfiable'),
          });
      }
      if (range) {
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(
            archived?.subarray(range.start, range.end + 1) ?? (await app.storage.openRead(query.key, range)),
          );
      }
      return reply
        .header('content-length', archived?.length ?? file.size)
        .send(archived ?? (await app.storage.openRead(query.key)));
    },
  );
};
