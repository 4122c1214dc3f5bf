import { z } from 'zod';
import { timestampSchema, viewLayoutSchema } from './view.js';
import { viewIconSchema } from './viewExtra.js';

/** Publish names: Unicode letters and digits, '-' and '_', at most 128 UTF-8 bytes (reference §4). */
export const publishNameMaxBytes = 128;
/** Namespaces: ASCII letters, digits, '-' and '_', 2 to 64 characters, unique across the server. */
export const namespaceLimits = { min: 2, max: 64 } as const;
/**
 * First path segments the app itself answers: a namespace named like one would be shadowed by (or shadow)
 * the app's own pages. Compared case-insensitively.
 */
export const reservedNamespaces = [
  'app',
  'login',
  'logout',
  'auth',
  'api',
  'ws',
  'gotrue',
  'as-template',
  'after-payment',
  'accept-invitation',
  'approve-request',
  'import',
  'static',
  'assets',
  'af_icons',
  'covers',
  'legal',
  'terms',
  'privacy',
  'sitemap',
  'robots',
  'favicon',
  'config',
  'remotes',
  'publish',
  'published',
  'health',
  '404',
] as const;

/**
 * AppFlowy's PublishInfo (reference §3.6) plus Quire's settings. `publisher_email` is empty in answers to
 * anyone outside the workspace: a visitor reading a page learns nothing about who published it.
 */
export const publishInfoSchema = z.strictObject({
  namespace: z.string(),
  publish_name: z.string(),
  view_id: z.uuid(),
  publisher_email: z.string(),
  publish_timestamp: timestampSchema,
  unpublished_timestamp: timestampSchema.nullable(),
  comments_enabled: z.boolean(),
  duplicate_enabled: z.boolean(),
  update_live: z.boolean(),
  with_sub_pages: z.boolean(),
  indexing: z.boolean(),
  /** A password is needed to read the content (`x-publish-password` header). */
  password_protected: z.boolean(),
  expires_at: timestampSchema.nullable(),
});
export type PublishInfo = z.infer<typeof publishInfoSchema>;

/** AppFlowy's PublishViewInfo: times are unix seconds; people are not named on public pages (null). */
export const publishViewInfoSchema = z.strictObject({
  view_id: z.uuid(),
  name: z.string(),
  icon: viewIconSchema.nullable(),
  layout: viewLayoutSchema,
  extra: z.string().nullable(),
  created_by: z.string().nullable(),
  last_edited_by: z.string().nullable(),
  last_edited_time: z.number().int(),
  created_at: z.number().int(),
  child_views: z.null(),
});
export type PublishViewInfo = z.infer<typeof publishViewInfoSchema>;

/** `GET /api/workspace/v1/published/{ns}/{name}`: the view, its published children, its ancestors (space first, itself last). */
export const publishedViewMetaSchema = z.strictObject({
  view: publishViewInfoSchema,
  child_views: z.array(publishViewInfoSchema),
  ancestor_views: z.array(publishViewInfoSchema),
});
export type PublishedViewMeta = z.infer<typeof publishedViewMetaSchema>;

const publishedOutlineBaseSchema = z.strictObject({
  view_id: z.uuid(),
  name: z.string(),
  icon: viewIconSchema.nullable(),
  layout: viewLayoutSchema,
  is_published: z.boolean(),
  extra: z.string().nullable(),
  /** Set on published entries only. */
  publish_name: z.string().optional(),
  publish_timestamp: timestampSchema.optional(),
  comments_enabled: z.boolean().optional(),
  duplicate_enabled: z.boolean().optional(),
});

/** `GET /api/workspace/published-outline/{ns}`: published views and their ancestors, under the workspace's root. */
export interface PublishedOutlineView extends z.infer<typeof publishedOutlineBaseSchema> {
  children: PublishedOutlineView[];
}
export const publishedOutlineViewSchema: z.ZodType<PublishedOutlineView> = publishedOutlineBaseSchema.extend({
  get children() {
    return z.array(publishedOutlineViewSchema);
  },
});
