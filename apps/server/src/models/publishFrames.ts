import { AppError } from '@quire/shared/errors';
import { z } from 'zod';

/** Pages one batch publish may carry. */
export const maxBatchPublishItems = 100;

const itemMetaSchema = z.object({
  view_id: z.uuid().transform((id) => id.toLowerCase()),
  publish_name: z.string().max(1024).optional(),
});

export interface BatchPublishItem {
  viewId: string;
  publishName: string | undefined;
}

/**
 * AppFlowy's batch publish body (reference §3.6): repeated `[u32 LE meta length][meta JSON][u32 LE data
 * length][data]`, ended by a `u32 0`. Only each meta's `view_id` and `publish_name` are read: the data a client
 * sends is skipped, because what is published is always the server's own copy of the page, never bytes a
 * client claims are its content. Malformed framing or meta: InvalidRequest (1008).
 */
export function readBatchPublishFrames(body: Buffer): BatchPublishItem[] {
  const items: BatchPublishItem[] = [];
  let offset = 0;
  const length = (): number => {
    if (offset + 4 > body.length) throw malformed('a length runs past the end of the body');
    const value = body.readUInt32LE(offset);
    offset += 4;
    return value;
  };
  for (;;) {
    const metaLength = length();
    if (metaLength === 0) break;
    if (offset + metaLength > body.length) throw malformed('a meta runs past the end of the body');
    const meta = parseMeta(body.subarray(offset, offset + metaLength));
    offset += metaLength;
    const dataLength = length();
    if (offset + dataLength > body.length) throw malformed('a data block runs past the end of the body');
    offset += dataLength;
    items.push(meta);
    if (items.length > maxBatchPublishItems) throw malformed(`at most ${maxBatchPublishItems} pages at once`);
  }
  if (offset !== body.length) throw malformed('bytes after the end marker');
  return items;
}

function parseMeta(bytes: Buffer): BatchPublishItem {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw malformed('a meta is not JSON');
  }
  const parsed = itemMetaSchema.safeParse(json);
  if (!parsed.success) throw malformed('a meta needs a view_id (and may have a publish_name)');
  return { viewId: parsed.data.view_id, publishName: parsed.data.publish_name };
}

function malformed(reason: string): AppError {
  return new AppError('InvalidRequest', `Invalid batch publish body: ${reason}`);
}
