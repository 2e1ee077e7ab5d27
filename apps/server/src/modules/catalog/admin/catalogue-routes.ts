import {
  adminProductSchema,
  apiErrorSchema,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_ZIP_MAX_BYTES,
  productCreateSchema,
  productIdParamsSchema,
  productImageParamsSchema,
  productImageTypes,
  productUpdateSchema,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../lib/auth/plugin';
import { products } from '../../../lib/db/schema';
import { notFound } from '../../../lib/errors';
import { checkReleaseZip } from '../../../lib/storage/indicator-zip';
import { recordAdminAudit } from '../../audit';
import { adminProductDtoOf } from '../service';
import {
  addProductImage,
  checkImage,
  checkZip,
  imageContentTypes,
  imageKey,
  replaceProductZip,
} from './files';
import { createProduct, updateProduct } from './products';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
};

/** Catalogue management: create and edit products, upload pictures and new zip versions (admin only). */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Uploads are the raw file as the body; this parser only exists inside this plugin's routes.
  app.addContentTypeParser(
    [...productImageTypes, 'application/zip'],
    { parseAs: 'buffer', bodyLimit: PRODUCT_ZIP_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/admin/products',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Create a product (FR and EN texts); its slug comes from the French name and is unique',
        body: productCreateSchema,
        response: { 201: adminProductSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await app.db.transaction(async (tx) => {
        const created = await createProduct(tx, request.body);
        await recordAdminAudit(tx, request, {
          action: 'product.create',
          target: `product:${created.id}`,
          after: created,
        });
        return created;
      });
      return reply.status(201).send(await adminProductDtoOf(app.db, row, request.language));
    },
  );

  app.put(
    '/admin/products/:id',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Edit texts, category, compatibility, stock cap and image order of a product',
        params: productIdParamsSchema,
        body: productUpdateSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => {
      const { after } = await app.db.transaction(async (tx) => {
        const change = await updateProduct(tx, request.params.id, request.body, currentUser(request).id);
        await recordAdminAudit(tx, request, {
          action: 'product.update',
          target: `product:${change.after.id}`,
          ...change,
        });
        return change;
      });
      return adminProductDtoOf(app.db, after, request.language);
    },
  );

  app.post(
    '/admin/products/:id/images',
    {
      bodyLimit: PRODUCT_IMAGE_MAX_BYTES,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Upload a picture (raw PNG, JPEG or WebP body, 2 MB at most); it is added after the others',
        params: productIdParamsSchema,
        response: { 201: adminProductSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { extension } = checkImage(request.body, request.headers['content-type']);
      const { after } = await app.db.transaction(async (tx) => {
        const change = await addProductImage(
          tx,
          app.storage,
          request.params.id,
          request.body as Buffer,
          extension,
        );
        await recordAdminAudit(tx, request, {
          action: 'product.addImage',
          target: `product:${change.after.id}`,
          before: { images: change.before.images },
          after: { images: change.after.images },
        });
        return change;
      });
      return reply.status(201).send(await adminProductDtoOf(app.db, after, request.language));
    },
  );

  app.put(
    '/admin/products/:id/zip',
    {
      bodyLimit: PRODUCT_ZIP_MAX_BYTES,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Upload a new zip version (raw application/zip body); buyers download it from now on',
        params: productIdParamsSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => {
      const zip = checkZip(request.body, request.headers['content-type']);
      const [product] = await app.db
        .select({ isProtected: products.isProtected })
        .from(products)
        .where(eq(products.id, request.params.id));
      // The same checks as a release's zip (zip slip, bombs, the NinjaTrader 8 layout, no source in a
      // protected product): this route replaces the file new buyers get without publishing a release.
      if (product) await checkReleaseZip(zip, product.isProtected);
      const { after } = await app.db.transaction(async (tx) => {
        const change = await replaceProductZip(tx, app.storage, request.params.id, zip);
        await recordAdminAudit(tx, request, {
          action: 'product.replaceZip',
          target: `product:${change.after.id}`,
          before: { downloadFile: change.before.downloadFile },
          after: { downloadFile: change.after.downloadFile },
        });
        return change;
      });
      return adminProductDtoOf(app.db, after, request.language);
    },
  );
};

/** Uploaded product pictures, public like the rest of the catalogue; names are never reused. */
export const catalogueImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalog/images/:id/:file',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A product picture uploaded by an admin',
        params: productImageParamsSchema,
        response: { 200: z.any(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const content = await app.storage.get(imageKey(request.params.id, request.params.file));
      if (!content) throw notFound();
      const extension = request.params.file.split('.').pop()!;
      return reply
        .type(imageContentTypes[extension]!)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(content);
    },
  );
};
