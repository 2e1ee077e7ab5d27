import { archivePeriodQuerySchema, eReportingSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http/error-responses';
import { actorOf } from '../audit';
import { accountantExport } from './accountant-export';
import { localEReportingConnector } from './connector';
import { eReportingCsv } from './csv';
import { documentsMovedInPeriod } from './documents';
import { foldEReporting } from './e-reporting';

/** The archive's back-office routes (behind the back-office's admin check): the accountant's zip, e-reporting. */
export const adminArchiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const exportDeps = { db: app.db, storage: app.storage, pdfRenderer: app.pdfRenderer, log: app.log };
  const connector = localEReportingConnector;
  const loadReport = async (period: { from: string; to: string }) =>
    foldEReporting(await documentsMovedInPeriod(app.db, period.from, period.to), period, connector.name);

  app.get(
    '/admin/archive/export',
    {
      schema: {
        tags: ['admin'],
        summary:
          "A period's invoices and credit notes as one zip (their PDFs and index.csv with each check sum), streamed; audited",
        security: [{ bearer: [] }],
        querystring: archivePeriodQuerySchema,
        response: { 200: z.any(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { name, stream } = await accountantExport(exportDeps, request.query, actorOf(request));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  app.get(
    '/admin/e-reporting',
    {
      schema: {
        tags: ['admin'],
        summary:
          "A period's e-reporting data (France's reform): consumer and foreign sales per day, rate, country and currency, and payments received; nothing is sent",
        security: [{ bearer: [] }],
        querystring: archivePeriodQuerySchema,
        response: { 200: eReportingSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => loadReport(request.query),
  );

  app.get(
    '/admin/e-reporting/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'The same e-reporting data as a CSV file (sales rows, then payments rows)',
        security: [{ bearer: [] }],
        querystring: archivePeriodQuerySchema,
        response: { 200: z.string(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const report = await loadReport(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="e-reporting-${report.from}-${report.to}.csv"`)
        .send(eReportingCsv(report));
    },
  );
};
