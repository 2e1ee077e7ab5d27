import { createReadStream } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { writeFileDurably } from '../fs/durable-write';

/** Size and last change of a stored file. */
export interface StoredFile {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** An inclusive byte range, as HTTP Range requests name them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where indicator zips, invoice PDFs and licence files live. Keys are relative paths such as `invoices/x.pdf`.
 * A stored file is never rewritten in place by the shop's flows that hand out links to it: a new version of an
 * indicator zip is written under a new key (see `indicatorVersionKey`), so links signed for the old key keep
 * working for their lifetime.
 */
export interface FileStorage {
  put(key: string, content: Buffer | Uint8Array, options?: { overwrite?: boolean }): Promise<void>;
  /**
   * Writes a new file from content produced as it is written (an export), holding a chunk at a time; an
   * existing key is an error.
   */
  putStream(key: string, content: AsyncIterable<string | Uint8Array>): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  stat(key: string): Promise<StoredFile | undefined>;
  /** A stream of the file (or of one byte range of it); call `stat` first, a missing key rejects. */
  openRead(key: string, range?: ByteRange): Promise<Readable>;
  /** Every file whose key starts with `prefix` (a folder such as `indicators/`). */
  list(prefix: string): Promise<StoredFile[]>;
  delete(key: string): Promise<void>;
  /**
   * A direct link to the file valid `ttlSeconds`, when the backend can sign one itself (S3); the local disk
   * cannot, and its files go through the shop's signed `/api/files/download` route instead.
   */
  presignedUrl?(key: string, ttlSeconds: number, fileName: string): Promise<string>;
}

export class InvalidStorageKeyError extends Error {}

/**
 * A key is a relative path of plain segments: no `..`, no `.`, no empty segment, no backslash or control
 * character. Checked by every backend, so a key taken from a request can never reach outside the storage.
 */
export function isSafeStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 300 || key.includes('\\')) return false;
  if ([...key].some((char) => char.charCodeAt(0) < 0x20)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new InvalidStorageKeyError(`Invalid storage key: ${key}`);
}

/** Storage key of an indicator zip named by `products.download_file`. */
export const indicatorKey = (downloadFile: string) => `indicators/${downloadFile}`;

/**
 * The `products.download_file` value for a new version of an indicator zip: a fresh folder per upload, so the
 * previous key (and the links signed for it) stay valid until `deleteSupersededIndicatorFiles` removes it.
 */
export const indicatorVersionFile = (versionId: string, fileName: string) => `${versionId}/${fileName}`;

/** The name a download is saved under: the last segment of its key. */
export const fileNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/** Local-disk storage under one root folder (the default, under ./data/files). */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertSafeStorageKey(key);
    return join(this.root, key);
  }

  async put(key: string, content: Buffer | Uint8Array, options: { overwrite?: boolean } = {}): Promise<void> {
    await writeFileDurably(this.pathOf(key), content, options);
  }

  async putStream(key: string, content: AsyncIterable<string | Uint8Array>): Promise<void> {
    await writeFileDurably(this.pathOf(key), content);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== undefined;
  }

  async stat(key: string): Promise<StoredFile | undefined> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { key, size: info.size, modifiedAt: info.mtime } : undefined;
    } catch (error) {
      if (error instanceof InvalidStorageKeyError) throw error;
      return undefined;
    }
  }

  async openRead(key: string, range?: ByteRange): Promise<Readable> {
    const stream = createReadStream(this.pathOf(key), range);
    // Surface a missing file as a rejection here rather than as a stream error after headers are sent.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  }

  async list(prefix: string): Promise<StoredFile[]> {
    const folder = join(this.root, prefix);
    let names: string[];
    try {
      names = await readdir(folder, { recursive: true });
    } catch {
      return [];
    }
    const files = await Promise.all(
      names.map(async (name) => {
        const key = relative(this.root, join(folder, name)).split(sep).join('/');
        return this.stat(key);
      }),
    );
    return files.filter((file): file is StoredFile => file !== undefined);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
