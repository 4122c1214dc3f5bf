import { z } from 'zod';
import { viewLayoutSchema } from './view.js';
import { viewIconSchema } from './viewExtra.js';

/** Bounds of AppFlowy's database REST API beside the model's own (`databaseWriteLimits`). */
export const databaseApiLimits = {
  /** Row ids in one `row/detail` request. */
  rowIdsPerRequest: 100,
  /** Characters of a row's Markdown document. */
  documentChars: 200_000,
  /** Characters of an upsert's `pre_hash`. */
  preHashChars: 1_000,
} as const;

/** AppFlowy's FolderViewMinimal: one page showing the database. */
const databaseViewSchema = z.strictObject({
  view_id: z.string(),
  name: z.string(),
  icon: viewIconSchema.nullable(),
  layout: viewLayoutSchema,
});

/** `GET /api/workspace/{ws}/database` (AFDatabase[]): each database the caller can see, with its pages. */
export const databaseListSchema = z.array(
  z.strictObject({ id: z.string(), views: z.array(databaseViewSchema) }),
);
export type DatabaseList = z.infer<typeof databaseListSchema>;

/** AFDatabaseField: `field_type` is the type's name ("RichText", "SingleSelect", …) as AppFlowy prints it. */
export const databaseFieldSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  field_type: z.string(),
  type_option: z.record(z.string(), z.unknown()),
  is_primary: z.boolean(),
});
export type DatabaseFieldAnswer = z.infer<typeof databaseFieldSchema>;
export const databaseFieldListSchema = z.array(databaseFieldSchema);

/** `GET …/row` (AFDatabaseRow[]): the rows in the database's inline view's order. */
export const databaseRowIdListSchema = z.array(z.strictObject({ id: z.string() }));

/** AFDatabaseRowDetail: cells keyed by field name (a repeated name gets `-{field id}`), relations left out. */
export const databaseRowDetailSchema = z.strictObject({
  id: z.string(),
  cells: z.record(z.string(), z.unknown()),
  has_doc: z.boolean(),
  /** The row's document as plain text, when `with_doc=true` and it has one. */
  doc: z.string().nullable(),
});
export type DatabaseRowDetail = z.infer<typeof databaseRowDetailSchema>;
export const databaseRowDetailListSchema = z.array(databaseRowDetailSchema);

/** `GET …/row/updated?after=` (DatabaseRowUpdatedItem[]). */
export const databaseRowUpdatedListSchema = z.array(
  z.strictObject({ updated_at: z.string(), row_id: z.string() }),
);
export type DatabaseRowUpdatedList = z.infer<typeof databaseRowUpdatedListSchema>;

/** The id a write answers (a new field's, a created or upserted row's). */
export const databaseIdAnswerSchema = z.string();
