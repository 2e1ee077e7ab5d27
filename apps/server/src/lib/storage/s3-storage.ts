import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { create as contentDisposition } from 'content-disposition';
import { assertSafeStorageKey, type ByteRange, type FileStorage, type StoredFile } from './storage';

export interface S3StorageOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** S3-compatible storage (AWS S3, MinIO, R2…): downloads are presigned GET URLs served by the bucket itself. */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: many S3-compatible servers reject the newer default headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, content: Buffer | Uint8Array, options: { overwrite?: boolean } = {}): Promise<void> {
    assertSafeStorageKey(key);
    if (!options.overwrite && (await this.exists(key))) throw new Error(`Storage key already exists: ${key}`);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: content }));
  }

  /** A multipart upload (`@aws-sdk/lib-storage`): parts of 5 MiB, at most four in flight. */
  async putStream(key: string, content: AsyncIterable<string | Uint8Array>): Promise<void> {
    assertSafeStorageKey(key);
    if (await this.exists(key)) throw new Error(`Storage key already exists: ${key}`);
    const body = Readable.from(content);
    await new Upload({ client: this.client, params: { Bucket: this.bucket, Key: key, Body: body } }).done();
  }

  async get(key: string): Promise<Buffer | undefined> {
    assertSafeStorageKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== undefined;
  }

  async stat(key: string): Promise<StoredFile | undefined> {
    assertSafeStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { key, size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async openRead(key: string, range?: ByteRange): Promise<Readable> {
    assertSafeStorageKey(key);
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    return answer.Body as Readable;
  }

  async list(prefix: string): Promise<StoredFile[]> {
    const files: StoredFile[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        files.push({ key: item.Key!, size: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return files;
  }

  async delete(key: string): Promise<void> {
    assertSafeStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async presignedUrl(key: string, ttlSeconds: number, fileName: string): Promise<string> {
    assertSafeStorageKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: contentDisposition(fileName),
      ResponseCacheControl: 'private, no-store',
    });
    return getSignedUrl(this.client, command, { expiresIn: ttlSeconds });
  }
}
