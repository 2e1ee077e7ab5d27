import { v7 as uuidv7 } from 'uuid';
import type { Transaction } from '../../../lib/db/client';
import { AppError } from '../../../lib/errors';
import type { FileStorage } from '../../../lib/storage/storage';
import { type ProductRow, saveProduct } from '../service';
import { lockProduct } from './products';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Accepted picture formats, told apart by their first bytes (SVG is refused: it can carry scripts). */
const imageFormats = [
  { type: 'image/png', extension: 'png', matches: (b: Buffer) => b.subarray(0, 8).equals(PNG_SIGNATURE) },
  {
    type: 'image/jpeg',
    extension: 'jpg',
    matches: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: 'image/webp',
    extension: 'webp',
    matches: (b: Buffer) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
] as const;

export const imageContentTypes = Object.fromEntries(imageFormats.map((f) => [f.extension, f.type]));

/** Public URL of an uploaded picture; `GET /api/catalog/images/:id/:file` serves it from storage. */
export const imageUrl = (productId: string, file: string) => `/api/catalog/images/${productId}/${file}`;
export const imageKey = (productId: string, file: string) => `product-images/${productId}/${file}`;

/** The sent bytes must be the format the Content-Type names. */
export function checkImage(body: unknown, contentType: string | undefined): { extension: string } {
  const format = imageFormats.find((f) => f.type === contentType);
  if (!Buffer.isBuffer(body) || !format) throw new AppError(415, 'adminCatalog.imageTypeInvalid');
  if (!format.matches(body)) throw new AppError(400, 'adminCatalog.imageContentInvalid');
  return format;
}

/** Stores a picture under a new name and appends it to the product's images (the first one is shown). */
export async function addProductImage(
  tx: Transaction,
  storage: FileStorage,
  productId: string,
  image: Buffer,
  extension: string,
): Promise<{ before: ProductRow; after: ProductRow }> {
  const before = await lockProduct(tx, productId);
  const file = `${uuidv7()}.${extension}`;
  await storage.put(imageKey(productId, file), image);
  const after = await saveProduct(tx, {
    id: productId,
    patch: { images: [...before.images, imageUrl(productId, file)] },
  });
  return { before, after: after! };
}

/** A zip's local file header starts with PK\x03\x04; an empty archive has nothing to install. */
export function checkZip(body: unknown, contentType: string | undefined): Buffer {
  if (!Buffer.isBuffer(body) || contentType !== 'application/zip') {
    throw new AppError(415, 'adminCatalog.zipTypeInvalid');
  }
  if (body.length < 30 || body.readUInt32LE(0) !== 0x04034b50)
    throw new AppError(400, 'adminCatalog.zipContentInvalid');
  return body;
}

/**
 * A new zip version gets a new storage key (`indicators/<slug>-<UTC stamp>-<random>.zip`) and becomes the
 * product's download file. The previous file is left in place: signed links issued in the last minutes
 * still point at it, and the downloads module's clean-up removes superseded files once none can.
 */
export async function replaceProductZip(
  tx: Transaction,
  storage: FileStorage,
  productId: string,
  zip: Buffer,
): Promise<{ before: ProductRow; after: ProductRow }> {
  const before = await lockProduct(tx, productId);
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const downloadFile = `${before.slug}-${stamp}-${uuidv7().slice(-6)}.zip`;
  await storage.put(`indicators/${downloadFile}`, zip);
  const after = await saveProduct(tx, { id: productId, patch: { downloadFile } });
  return { before, after: after! };
}
