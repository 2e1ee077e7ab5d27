import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/** Where indicator zips, invoice PDFs and licence files live. Keys are relative paths such as `invoices/x.pdf`. */
export interface FileStorage {
  put(key: string, content: Buffer | Uint8Array, options?: { overwrite?: boolean }): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
}

/** Local-disk storage under one root folder (the default, under ./data/files). */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const path = normalize(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return path;
  }

  async put(key: string, content: Buffer | Uint8Array, options: { overwrite?: boolean } = {}): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content, { flag: options.overwrite ? 'w' : 'wx' });
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
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }
}
