import {
  apiErrorSchema,
  downloadParamsSchema,
  downloadResponseSchema,
  purchasedProductListSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth/plugin';
import { notFound } from '../../lib/errors';
import { fileNameOf, indicatorKey } from '../../lib/storage/storage';
import {
  DOWNLOAD_LINK_TTL_SECONDS,
  deleteSupersededIndicatorFiles,
  findDownloadGrant,
  listPurchases,
  logDownload,
} from './service';

/** How often each instance sweeps superseded indicator zips (idempotent, so instances may overlap). */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export const downloadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/purchases',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['downloads'],
        summary: "The caller's purchased products: one entry per product and paid order, newest first",
        security: [{ bearer: [] }],
        response: { 200: purchasedProductListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listPurchases(app.db, currentUser(request).id, request.language),
  );

  app.get(
    '/download/:file',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['downloads'],
        summary:
          "A 5-minute signed link to an indicator's zip, for buyers of a paid order holding it and for admins",
        security: [{ bearer: [] }],
        params: downloadParamsSchema,
        response: {
          200: downloadResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const leaseTerms = { graceDays: app.config.leaseGraceDays, now: await app.leaseClock.now() };
      const grant = await findDownloadGrant(app.db, request.params.file, user, leaseTerms);
      // The link names the storage key, not the product: a zip replaced later keeps its old key alive.
      const key = indicatorKey(grant.downloadFile);
      if (!(await app.storage.exists(key))) throw notFound('download.fileNotFound');
      const fileName = fileNameOf(key);
      const downloadUrl = app.storage.presignedUrl
        ? await app.storage.presignedUrl(key, DOWNLOAD_LINK_TTL_SECONDS, fileName)
        : app.signedUrls.createSignedUrl(key, DOWNLOAD_LINK_TTL_SECONDS, fileName, user.id);
      await logDownload(app.db, { userId: user.id, grant, storageKey: key, fileName, ip: request.ip });
      return { downloadUrl };
    },
  );

  const sweep = setInterval(() => {
    deleteSupersededIndicatorFiles(app.db, app.storage).catch((error: unknown) =>
      app.log.warn({ err: error }, 'superseded indicator sweep failed'),
    );
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
};
