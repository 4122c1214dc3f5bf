import { z } from 'zod';
import { viewLayouts } from '../collab/layouts.js';
import { viewExtraSchema, viewIconSchema } from './viewExtra.js';

/** AppFlowy's ViewLayout: 0 Document, 1 Grid, 2 Board, 3 Calendar, 4 AI chat. */
export const viewLayoutSchema = z.literal(viewLayouts, {
  error: 'must be 0 (Document), 1 (Grid), 2 (Board), 3 (Calendar) or 4 (AIChat)',
});

/** A timestamp the server wrote: ISO-8601 in UTC. */
export const timestampSchema = z.iso.datetime();

/** A FolderView's own fields, without its children. */
const folderViewBaseSchema = z.strictObject({
  view_id: z.uuid(),
  /** Empty for the folder's root (the workspace itself). */
  parent_view_id: z.string(),
  prev_view_id: z.uuid().nullable(),
  name: z.string(),
  icon: viewIconSchema.nullable(),
  is_space: z.boolean(),
  is_private: z.boolean(),
  is_published: z.boolean(),
  is_favorite: z.boolean(),
  is_locked: z.boolean(),
  layout: viewLayoutSchema,
  created_at: timestampSchema,
  /**
   * AppFlowy's `created_by`/`last_edited_by` are i64 uids; uids are snowflakes above 2^53, which JavaScript
   * numbers cannot hold, so they travel as decimal strings (as AppFlowy Web rewrites them), like the profile's.
   */
  created_by: z.string().nullable(),
  last_edited_by: z.string().nullable(),
  last_edited_time: timestampSchema,
  extra: viewExtraSchema,
});

/**
 * AppFlowy's FolderView (reference §3.4): a page or space and, as deep as asked, its children. The recursion is
 * spelled out because declaration files cannot carry an inferred recursive type (it would decay to `any`).
 */
export interface FolderView extends z.infer<typeof folderViewBaseSchema> {
  children: FolderView[];
}
export const folderViewSchema: z.ZodType<FolderView> = folderViewBaseSchema.extend({
  get children() {
    return z.array(folderViewSchema);
  },
});

/** The list answers (`trash`, `favorite`, `recent`) carry each view without children, plus their own fields. */
const listedView = <Shape extends z.ZodRawShape>(shape: Shape) =>
  folderViewBaseSchema.extend({ children: z.array(folderViewSchema), ...shape });

export const trashViewSchema = listedView({ deleted_at: timestampSchema });
export type TrashView = z.infer<typeof trashViewSchema>;
export const favoriteViewSchema = listedView({ favorited_at: timestampSchema, is_pinned: z.boolean() });
export type FavoriteView = z.infer<typeof favoriteViewSchema>;
export const recentViewSchema = listedView({ last_viewed_at: timestampSchema });
export type RecentView = z.infer<typeof recentViewSchema>;

export const trashListSchema = z.strictObject({ views: z.array(trashViewSchema) });
export const favoriteListSchema = z.strictObject({ views: z.array(favoriteViewSchema) });
export const recentListSchema = z.strictObject({ views: z.array(recentViewSchema) });

/** AppFlowy's AFWebUser: who made or last edited a page, as a page shows it. */
export const webUserSchema = z.strictObject({
  uuid: z.uuid(),
  name: z.string(),
  avatar_url: z.string().nullable(),
});
export type WebUser = z.infer<typeof webUserSchema>;

export const byteArraySchema = z.array(z.number().int().min(0).max(255));

/** `GET page-view/{id}`: the page, its collab as one Yjs v1 update (bytes as numbers), and its people. */
export const pageViewSchema = z.strictObject({
  view: folderViewSchema,
  data: z.strictObject({
    encoded_collab: byteArraySchema,
    /** Row collabs by row id; filled when databases are. */
    row_data: z.record(z.string(), byteArraySchema),
  }),
  owner: webUserSchema.nullable(),
  last_editor: webUserSchema.nullable(),
});
export type PageView = z.infer<typeof pageViewSchema>;

/** What creating a space answers. */
export const createdViewSchema = z.strictObject({ view_id: z.uuid() });
export type CreatedView = z.infer<typeof createdViewSchema>;

/** What creating a page answers: a grid, board or calendar page also names its database (its collab). */
export const createdPageSchema = z.strictObject({ view_id: z.uuid(), database_id: z.uuid().optional() });
export type CreatedPage = z.infer<typeof createdPageSchema>;

/** `POST add-recent-pages`: pages the client opened on its own (at most 100 per call). */
export const maxRecentPagesPerCall = 100;
