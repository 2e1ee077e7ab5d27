import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createFileStorage } from './plugin';
import { S3FileStorage } from './s3-storage';
import { startS3TestServer } from './s3-test-server';
import { InvalidStorageKeyError } from './storage';

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let storage: S3FileStorage;

beforeAll(async () => {
  s3 = await startS3TestServer();
  storage = (await createFileStorage(loadConfig(s3.env))) as S3FileStorage;
});
afterAll(() => s3?.close());

const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe('S3FileStorage against a real S3-compatible server', () => {
  it('is the backend chosen when S3_BUCKET is set', () => {
    expect(storage).toBeInstanceOf(S3FileStorage);
  });

  it('uploads, reads back, streams a range, lists and deletes', async () => {
    const content = randomBytes(50_000);
    await storage.put('indicators/v1/Test.zip', content);
    expect(Buffer.compare((await storage.get('indicators/v1/Test.zip'))!, content)).toBe(0);
    expect(await storage.stat('indicators/v1/Test.zip')).toMatchObject({ size: 50_000 });
    const part = await readAll(await storage.openRead('indicators/v1/Test.zip', { start: 100, end: 199 }));
    expect(Buffer.compare(part, content.subarray(100, 200))).toBe(0);
    expect((await storage.list('indicators/')).map((file) => file.key)).toContain('indicators/v1/Test.zip');
    await expect(storage.put('indicators/v1/Test.zip', Buffer.from('again'))).rejects.toThrow(/exists/);
    await storage.delete('indicators/v1/Test.zip');
    expect(await storage.exists('indicators/v1/Test.zip')).toBe(false);
  });

  it('writes a file produced as it is written, in parts, and refuses an existing key', async () => {
    // 7 MiB in 64 KiB chunks: more than one 5 MiB part of the multipart upload.
    const chunks = Array.from({ length: 112 }, () => randomBytes(64 * 1024));
    async function* produce() {
      yield* chunks;
    }
    await storage.putStream('exports/big.csv', produce());
    expect(Buffer.compare((await storage.get('exports/big.csv'))!, Buffer.concat(chunks))).toBe(0);
    await expect(storage.putStream('exports/big.csv', produce())).rejects.toThrow(/exists/);
  });

  it('hands out a presigned download that the bucket serves with the file name', async () => {
    const content = randomBytes(20_000);
    await storage.put('indicators/Presigned.zip', content);
    const url = await storage.presignedUrl('indicators/Presigned.zip', 300, 'Presigned.zip');
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/indicators/Presigned.zip?`)).toBe(true);
    expect(url).toContain('X-Amz-Expires=300');
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename=Presigned.zip');
    expect(Buffer.compare(Buffer.from(await answer.arrayBuffer()), content)).toBe(0);
  });

  it('reports a missing object as absent, and its presigned link answers 404', async () => {
    expect(await storage.get('indicators/Missing.zip')).toBeUndefined();
    expect(await storage.stat('indicators/Missing.zip')).toBeUndefined();
    expect(await storage.exists('indicators/Missing.zip')).toBe(false);
    const answer = await fetch(await storage.presignedUrl('indicators/Missing.zip', 300, 'Missing.zip'));
    expect(answer.status).toBe(404);
  });

  it('refuses keys that leave their folder', async () => {
    await expect(storage.put('../escape.zip', Buffer.from('x'))).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.stat('indicators/../../x')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});
