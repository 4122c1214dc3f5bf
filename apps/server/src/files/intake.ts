import { Transform, type TransformCallback } from 'node:stream';
import type { FileIdDigest } from './fileIds.js';
import { sniffBytes } from './sniff.js';
import { BodyTooLargeError } from './storage.js';

/**
 * What an upload's bytes pass through on their way to storage: it counts them (failing the stream with
 * BodyTooLargeError past `maxBytes`, so storage never gets more), feeds the file id's digest and keeps the
 * first bytes for the type sniffer. Nothing is buffered beyond those.
 */
export class UploadIntake extends Transform {
  bytes = 0;
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;

  constructor(
    private readonly digest: FileIdDigest,
    private readonly maxBytes: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      done(new BodyTooLargeError());
      return;
    }
    this.digest.update(chunk);
    if (this.headLength < sniffBytes) {
      const part = chunk.subarray(0, sniffBytes - this.headLength);
      this.headChunks.push(Buffer.from(part));
      this.headLength += part.length;
    }
    done(null, chunk);
  }

  /** The first `sniffBytes` bytes (fewer for a shorter file). */
  head(): Uint8Array {
    return new Uint8Array(Buffer.concat(this.headChunks));
  }
}
