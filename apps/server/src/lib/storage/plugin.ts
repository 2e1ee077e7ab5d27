import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { type FileStorage, LocalFileStorage } from './storage';

/**
 * S3-compatible storage when `S3_BUCKET` is set, otherwise the local disk under DATA_DIR/files. The AWS SDK is
 * imported only when used: it is large, and most installs never need it.
 */
export async function createFileStorage(config: Pick<AppConfig, 'dataDir' | 's3'>): Promise<FileStorage> {
  if (!config.s3) return new LocalFileStorage(`${config.dataDir}/files`);
  const { S3FileStorage } = await import('./s3-storage');
  return new S3FileStorage(config.s3);
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export const storagePlugin = fp(
  async (app: FastifyInstance, options: { storage: FileStorage }) => {
    app.decorate('storage', options.storage);
  },
  { name: 'storage' },
);
