import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses answers above 1 KB (API JSON, CSV exports, pages without a build-time copy) for clients that
 * ask, brotli first. Brotli runs at quality 4 here: on the fly, its top levels cost far more CPU than the
 * bytes they save; the web build's assets are pre-compressed at the highest level instead (spa.ts).
 * Files already compressed (zips, PDFs, images) are left alone by their media type.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
