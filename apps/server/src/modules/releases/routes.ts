import {
  adminReleaseListSchema,
  adminReleaseSchema,
  apiErrorSchema,
  buyerReleaseListSchema,
  productIdParamsSchema,
  RELEASE_ZIP_MAX_BYTES,
  releaseEmailsSettingSchema,
  releasePublishSchema,
  releaseUploadSchema,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth/plugin';
import { users } from '../../lib/db/schema';
import { checkReleaseZip, refuse } from '../../lib/storage/indicator-zip';
import { recordAdminAudit } from '../audit';
import { setMailSettings } from '../users';
import { buyerReleases } from './buyer';
import { sendReleaseNotices } from './notices';
import { releaseNoticeDeps } from './plugin';
import { adminReleases, productForRelease, publishRelease, storeReleaseZip } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };

const uploadQuerySchema = releasePublishSchema.pick({ version: true }).strict();

/** Back-office releases (docs/rules/releases.md): upload a zip, publish it, list them with their downloads. */
export const adminReleaseRoutes: FastifyPluginAsyncZod = async (app) => {
  // One byte over the limit is read so the refusal is the release's own message, not the generic one.
  app.addContentTypeParser(
    'application/zip',
    { parseAs: 'buffer', bodyLimit: RELEASE_ZIP_MAX_BYTES + 1 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/admin/products/:id/releases/upload',
    {
      bodyLimit: RELEASE_ZIP_MAX_BYTES + 1,
      // A body announced too large is refused before a byte of it is read.
      preParsing: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > RELEASE_ZIP_MAX_BYTES)
          throw refuse('tooLarge', 413);
      },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          'Upload a release zip (raw application/zip body): checked, then stored under its own new name',
        params: productIdParamsSchema,
        querystring: uploadQuerySchema,
        response: { 201: releaseUploadSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      if (request.headers['content-type'] !== 'application/zip') throw refuse('notZip', 415);
      const product = await productForRelease(app.db, request.params.id);
      const zip = request.body as Buffer;
      await checkReleaseZip(zip, product.isProtected);
      const file = await storeReleaseZip(app.storage, product.slug, request.query.version, zip);
      return reply.status(201).send({ file, sizeBytes: zip.length });
    },
  );

  app.post(
    '/admin/products/:id/releases',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          'Publish an uploaded zip as a release (again: replaces it, no second notice); the newest is what buyers get',
        params: productIdParamsSchema,
        body: releasePublishSchema,
        response: { 201: adminReleaseSchema, 200: adminReleaseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = currentUser(request);
      const { release, republished } = await app.db.transaction(async (tx) => {
        const outcome = await publishRelease(tx, app.storage, {
          productId: request.params.id,
          release: request.body,
          adminId: admin.id,
          kept: app.config.releasesKept,
        });
        await recordAdminAudit(tx, request, {
          action: outcome.republished ? 'release.republish' : 'release.publish',
          target: `product:${request.params.id}`,
          after: { version: outcome.release.version, file: outcome.release.downloadFile },
        });
        return outcome;
      });
      // The notices go out from the queue now rather than at the next sweep (a failure is left to the sweep).
      if (app.config.scheduledTasksEnabled) {
        sendReleaseNotices(releaseNoticeDeps(app)).catch((error: unknown) =>
          app.log.warn({ err: error }, 'release notices failed'),
        );
      }
      const listed = (await adminReleases(app.db, request.params.id)).find((row) => row.id === release.id)!;
      return reply.status(republished ? 200 : 201).send(listed);
    },
  );

  app.get(
    '/admin/products/:id/releases',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: "A product's kept releases, newest first, with how many buyers downloaded each",
        params: productIdParamsSchema,
        response: { 200: adminReleaseListSchema, ...errors },
      },
    },
    async (request) => ({ releases: await adminReleases(app.db, request.params.id) }),
  );
};

/** The buyer's side: what each held product's releases are to them, and the release e-mails switch. */
export const buyerReleaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/releases',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['downloads'],
        security: [{ bearer: [] }],
        summary:
          'Per held product: the version last downloaded, the newest entitled, and what renewing would add',
        response: { 200: buyerReleaseListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const terms = { graceDays: app.config.leaseGraceDays, now: await app.leaseClock.now() };
      return buyerReleases(app.db, currentUser(request).id, terms, request.language);
    },
  );

  app.get(
    '/users/release-emails',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        summary: 'Whether the caller gets an e-mail when an indicator they hold has a new release',
        response: { 200: releaseEmailsSettingSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({ releaseEmails: users.releaseEmails })
        .from(users)
        .where(eq(users.id, currentUser(request).id));
      return { releaseEmails: row?.releaseEmails ?? true };
    },
  );

  app.put(
    '/users/release-emails',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        summary: 'Turn release e-mails on or off',
        body: releaseEmailsSettingSchema,
        response: { 200: releaseEmailsSettingSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await setMailSettings(app.db, currentUser(request).id, { releaseEmails: request.body.releaseEmails });
      return request.body;
    },
  );
};

export const releaseSlugParamsSchema = z.object({ slug: z.string().min(1).max(120) });
