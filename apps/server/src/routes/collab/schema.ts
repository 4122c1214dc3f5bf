import { CollabType, type NewBlock } from '@quire/shared/collab';
import { AppError, SpecMessages } from '@quire/shared/errors';
import { z } from 'zod';
import { parseRequest } from '../../http/validate.js';

const collabParamsSchema = z.object({ workspace_id: z.uuid(), object_id: z.string() });

/** A malformed workspace id is a bad request; an object id that is not a UUID names nothing (not found). */
export function parseCollabParams(params: unknown): { workspace_id: string; object_id: string } {
  const parsed = parseRequest(collabParamsSchema, params, 'params');
  if (!z.uuid().safeParse(parsed.object_id).success) {
    throw new AppError('RecordNotFound', SpecMessages.documentNotFound);
  }
  return { workspace_id: parsed.workspace_id, object_id: parsed.object_id.toLowerCase() };
}

const collabTypes = Object.values(CollabType) as number[];
export const collabTypeSchema = z.coerce
  .number()
  .int()
  .refine((type) => collabTypes.includes(type), { message: `must be one of ${collabTypes.join(', ')}` });

export const collabQuerySchema = z.object({ collab_type: collabTypeSchema.optional() });

/**
 * `doc_state` as AppFlowy sends it (an array of byte values) or as base64 text (a quarter of the JSON, and
 * parsed without building an array). The size is checked by `updateBytes`, as PayloadTooLarge.
 */
export const webUpdateBodySchema = z.object({
  doc_state: z.union([z.array(z.number().int().min(0).max(255)), z.base64()]),
  collab_type: collabTypeSchema,
  /** The row a row's document belongs to, when this write may create it (issue 24). */
  parent_id: z
    .uuid()
    .transform((id) => id.toLowerCase())
    .optional(),
});

/** The update's bytes; PayloadTooLarge (1016) beyond `maxBytes`, nothing decoded. */
export function updateBytes(docState: number[] | string, maxBytes: number): Uint8Array {
  const size =
    typeof docState === 'string' ? Math.floor((docState.replace(/=+$/, '').length * 3) / 4) : docState.length;
  if (size > maxBytes) {
    throw new AppError(
      'PayloadTooLarge',
      `A document update can be at most ${maxBytes} bytes (this one is ${size}).`,
    );
  }
  return typeof docState === 'string'
    ? new Uint8Array(Buffer.from(docState, 'base64'))
    : Uint8Array.from(docState);
}

/** The JSON body a `maxBytes` update may need: four characters per byte as an array of numbers, and room. */
export function webUpdateBodyLimit(maxBytes: number): number {
  return maxBytes * 4 + 64 * 1024;
}

/** The `device-id` header (8 characters from AppFlowy's web client); anything unusable is dropped. */
export function deviceIdOf(header: string | string[] | undefined): string | null {
  return typeof header === 'string' && /^[\w-]{1,64}$/.test(header) ? header : null;
}

/** What one append-block call may add: blocks in all (children included) and levels of nesting. */
export const appendBlockLimits = { blocks: 1000, depth: 10, textLength: 100_000 } as const;

const markValueSchema = z.union([z.string().max(2048), z.boolean(), z.number(), z.null()]);
const deltaSchema = z
  .array(
    z.object({
      insert: z.string().max(appendBlockLimits.textLength),
      attributes: z.record(z.string().max(64), markValueSchema).optional(),
    }),
  )
  .max(appendBlockLimits.blocks);

/** AppFlowy's JSON block: its type, data (which may carry the text as `delta`), text and children. */
export interface JsonBlock {
  type: string;
  data?: Record<string, unknown> | undefined;
  delta?: z.infer<typeof deltaSchema> | undefined;
  children?: JsonBlock[] | undefined;
}

const jsonBlockSchema: z.ZodType<JsonBlock> = z.lazy(() =>
  z.object({
    type: z.string().regex(/^[a-z][a-z0-9_/]{0,63}$/, 'must be a block type such as paragraph or heading'),
    data: z.record(z.string().max(64), z.unknown()).optional(),
    delta: deltaSchema.optional(),
    children: z.array(jsonBlockSchema).max(appendBlockLimits.blocks).optional(),
  }),
);

export const appendBlockBodySchema = z.object({
  blocks: z.array(jsonBlockSchema).min(1).max(appendBlockLimits.blocks),
});

/**
 * The blocks as the block model inserts them, refused with 1008 past the limits (counted over the whole
 * tree). Text comes from `delta`, or from `data.delta` as AppFlowy writes it (then left out of the data).
 */
export function toNewBlocks(blocks: readonly JsonBlock[]): NewBlock[] {
  let count = 0;
  const convert = (block: JsonBlock, depth: number): NewBlock => {
    count += 1;
    if (count > appendBlockLimits.blocks) {
      throw new AppError(
        'InvalidRequest',
        `At most ${appendBlockLimits.blocks} blocks can be appended at once`,
      );
    }
    if (depth > appendBlockLimits.depth) {
      throw new AppError('InvalidRequest', `Blocks can nest at most ${appendBlockLimits.depth} levels`);
    }
    const { delta: dataDelta, ...data } = block.data ?? {};
    const text =
      block.delta ?? (Array.isArray(dataDelta) ? parseRequest(deltaSchema, dataDelta, 'body') : undefined);
    return {
      ty: block.type,
      data: block.delta === undefined ? data : (block.data ?? {}),
      ...(text === undefined ? {} : { text }),
      ...(block.children === undefined
        ? {}
        : { children: block.children.map((child) => convert(child, depth + 1)) }),
    };
  };
  return blocks.map((block) => convert(block, 1));
}
