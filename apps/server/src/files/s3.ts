import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { BlobStorageConfig } from '../config/index.js';
import { checkedStorageKey, type BlobStorage, type ByteRange } from './storage.js';

type S3Config = Extract<BlobStorageConfig, { kind: 's3' }>;

const ignore = () => undefined;
const quietLogger = { trace: ignore, debug: ignore, info: ignore, warn: ignore, error: ignore };

/**
 * Files in an S3-compatible bucket, under `<prefix><workspace id>/<uuid>`. A put streams the request body
 * with its known length in one PutObject (uploads are capped well under S3's 5 GB for one put), so an
 * interrupted body is an aborted request and the store keeps nothing.
 */
export class S3BlobStorage implements BlobStorage {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint === null ? {} : { endpoint: config.endpoint }),
      ...(config.credentials === null ? {} : { credentials: config.credentials }),
      // Checksums only where S3 demands them: the SDK's default sends bodies in aws-chunked encoding with
      // trailing checksums, which many S3-compatible stores do not speak (they would store the framing).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // Failures reach the caller as errors; the SDK's own console warnings about them are noise.
      logger: quietLogger,
    });
  }

  private objectKey(key: string): string {
    return `${this.config.prefix}${checkedStorageKey(key)}`;
  }

  async put(key: string, body: Readable, size: number): Promise<void> {
    // The body's own failure (too large, cut off) is the reason to report, not the aborted request's.
    let bodyError: Error | undefined;
    body.once('error', (error: Error) => {
      bodyError = error;
    });
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: this.objectKey(key),
          Body: body,
          ContentLength: size,
          ContentType: 'application/octet-stream',
        }),
      );
    } catch (error) {
      // S3 keeps nothing of a request cut short, but not every compatible store is so careful.
      await this.delete([key]).catch(ignore);
      throw bodyError ?? error;
    }
    if (bodyError !== undefined) {
      await this.delete([key]);
      throw bodyError;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: this.objectKey(key),
          ...(range === undefined ? {} : { Range: `bytes=${range.start}-${range.end}` }),
        }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('the S3 client did not answer a stream');
      return answer.Body;
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    // One request per key: DeleteObjects needs a checksum header some compatible stores refuse.
    for (const key of keys) {
      await this.client.send(
        new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
    }
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      const status =
        error instanceof S3ServiceException ? ` (HTTP ${error.$metadata.httpStatusCode ?? '?'})` : '';
      throw new Error(`the S3 bucket ${this.config.bucket} cannot be used${status}`, { cause: error });
    }
  }

  close(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }
}
