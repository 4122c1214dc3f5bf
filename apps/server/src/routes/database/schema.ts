import { databaseWriteLimits } from '@quire/shared/collab';
import { databaseApiLimits } from '@quire/shared/contract';
import { AppError, SpecMessages } from '@quire/shared/errors';
import { z } from 'zod';
import { parseRequest } from '../../http/validate.js';

/** A UUID as AppFlowy parses one: any 128 bits in hex (an upserted row's id carries no version). */
const looseUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const databaseParamsSchema = z.object({ workspace_id: z.uuid(), database_id: z.string() });

/**
 * A route's workspace and database ids. A malformed workspace id is a bad request (1008); a database id that is
 * not a UUID names no database, so it answers RecordNotFound like an unknown one.
 */
export function parseDatabaseParams(params: unknown): { workspace_id: string; database_id: string } {
  const parsed = parseRequest(databaseParamsSchema, params, 'params');
  if (!looseUuid.test(parsed.database_id)) {
    throw new AppError('RecordNotFound', SpecMessages.documentNotFound);
  }
  return { workspace_id: parsed.workspace_id, database_id: parsed.database_id.toLowerCase() };
}

/** JSON a cell may be given as, bounded: its text form may not pass a cell's size. */
const cellValueSchema = z.unknown().refine(
  (value) => {
    const text = JSON.stringify(value) as string | undefined;
    return text === undefined || text.length <= databaseWriteLimits.cellChars;
  },
  { message: `A cell value is at most ${databaseWriteLimits.cellChars} characters of JSON` },
);

const cellsSchema = z
  .record(
    z
      .string()
      .min(1)
      .max(databaseWriteLimits.nameChars + 20),
    cellValueSchema,
  )
  .refine((cells) => Object.keys(cells).length <= databaseWriteLimits.fields, {
    message: `A row takes at most ${databaseWriteLimits.fields} cells`,
  });

const documentSchema = z
  .string()
  .max(databaseApiLimits.documentChars, {
    message: `A row's document is at most ${databaseApiLimits.documentChars} characters`,
  })
  .nullish();

/** `POST …/row` (AppFlowy's AddDatatabaseRow): cells keyed by field id or name, and a Markdown document. */
export const addRowBodySchema = z.object({ cells: cellsSchema, document: documentSchema });

/** `PUT …/row` (UpsertDatatabaseRow): the row's id is hashed from `pre_hash`. */
export const upsertRowBodySchema = z.object({
  pre_hash: z.string().max(databaseApiLimits.preHashChars),
  cells: cellsSchema,
  document: documentSchema,
});

/** `POST …/fields` (AFInsertDatabaseField). */
export const addFieldBodySchema = z.object({
  name: z.string().max(databaseWriteLimits.nameChars),
  field_type: z.number().int(),
  type_option_data: z
    .record(z.string(), z.unknown())
    .nullish()
    .refine((value) => value == null || JSON.stringify(value).length <= databaseWriteLimits.cellChars, {
      message: `type_option_data is at most ${databaseWriteLimits.cellChars} characters of JSON`,
    }),
});

/** `GET …/row/detail?ids=a,b&with_doc=true`: at most `databaseApiLimits.rowIdsPerRequest` row ids. */
export function parseRowDetailQuery(query: unknown): { ids: string[]; withDoc: boolean } {
  const parsed = parseRequest(
    z.object({
      ids: z.string().max(databaseApiLimits.rowIdsPerRequest * 40),
      with_doc: z.enum(['true', 'false']).optional(),
    }),
    query,
    'query',
  );
  const ids = parsed.ids.split(',');
  if (ids.length > databaseApiLimits.rowIdsPerRequest) {
    throw new AppError(
      'InvalidRequest',
      `At most ${databaseApiLimits.rowIdsPerRequest} row ids can be asked for at once`,
    );
  }
  for (const id of ids) {
    if (!looseUuid.test(id)) throw new AppError('UuidError', `Invalid row id: ${id.slice(0, 40)}`);
  }
  return { ids: [...new Set(ids.map((id) => id.toLowerCase()))], withDoc: parsed.with_doc === 'true' };
}

/** `GET …/row/updated?after=<RFC 3339>`: AppFlowy's default is an hour before now. */
export function parseRowUpdatedQuery(query: unknown, now: Date): Date {
  const parsed = parseRequest(
    z.object({ after: z.iso.datetime({ offset: true }).optional() }),
    query,
    'query',
  );
  return parsed.after === undefined ? new Date(now.getTime() - 60 * 60 * 1000) : new Date(parsed.after);
}

/** The body limit of the row writes: cells and a document, with room for JSON's escapes. */
export const rowBodyLimit = databaseApiLimits.documentChars * 4 + 4 * 1024 * 1024;
