import { apiErrorSchema, creditNoteParamsSchema, creditNoteResponseSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth/plugin';
import { creditNotes } from '../../lib/db/schema';
import { AppError, notFound } from '../../lib/errors';
import { ensureInvoicePdf } from '../invoices';
import { findVisibleOrder } from '../orders';
import { creditNoteChecksumRecorder } from './archive';
import { findCreditNote } from './service';

const LINK_TTL_SECONDS = 5 * 60;

/** GET /api/credit-notes/:id: a 5-minute signed link to the PDF, for the order's owner or an admin. */
export const creditNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/credit-notes/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary:
          "A 5-minute signed link to a credit note's PDF (the order's owner or an admin), served to their session alone",
        security: [{ bearer: [] }],
        params: creditNoteParamsSchema,
        response: {
          200: creditNoteResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const note = await findCreditNote(app.db, request.params.id);
      // Someone else's credit note is a 404, as someone else's order is (docs/rules/orders.md).
      const order = note && (await findVisibleOrder(app.db, note.orderId, currentUser(request)));
      if (!note || !order) throw notFound('creditNote.notFound');
      if (!(await ensureInvoicePdf(app, note, creditNoteChecksumRecorder(app.db))))
        throw new AppError(409, 'creditNote.notAvailable');
      return {
        creditNotePdfUrl: app.signedUrls.createOwnerDocumentUrl(
          note.fileKey,
          LINK_TTL_SECONDS,
          `${note.number}.pdf`,
          order.userId,
        ),
        number: note.number,
      };
    },
  );
};

/** The mail worker renders a credit note attachment missing from storage from its snapshot, as for invoices. */
export const creditNotePdfsPlugin = fp(
  async (app: FastifyInstance) => {
    app.mail.renderMissingAttachments('credit-notes/', async (fileKey) => {
      const [note] = await app.db
        .select({
          fileKey: creditNotes.fileKey,
          document: creditNotes.document,
          sha256: creditNotes.sha256,
        })
        .from(creditNotes)
        .where(eq(creditNotes.fileKey, fileKey));
      return note ? ensureInvoicePdf(app, note, creditNoteChecksumRecorder(app.db)) : undefined;
    });
  },
  { name: 'credit-note-pdfs', dependencies: ['mail', 'storage', 'database'] },
);
