import { z } from 'zod';
import { viewLayouts, type ViewLayout } from '@quire/shared/collab';
import {
  coverSchema,
  maxRecentPagesPerCall,
  nameLimits,
  pageSizes,
  viewIconSchema,
} from '@quire/shared/contract';
import { AppError, SpecMessages } from '@quire/shared/errors';
import { parseRequest } from '../../http/validate.js';
import { nameSchema } from '../../models/names.js';

export const workspaceParamsSchema = z.object({ workspace_id: z.uuid() });
const viewParamsSchema = z.object({ workspace_id: z.uuid(), view_id: z.string() });

/**
 * A route's workspace and view ids. A malformed workspace id is a bad request (1008); a view id that is
 * not a UUID names no view, so it answers not-found like an unknown one (AppFlowy's -2), not 1008.
 */
export function parseViewParams(params: unknown): { workspace_id: string; view_id: string } {
  const parsed = parseRequest(viewParamsSchema, params, 'params');
  if (!z.uuid().safeParse(parsed.view_id).success) {
    throw new AppError('RecordNotFound', SpecMessages.viewNotFound);
  }
  return { workspace_id: parsed.workspace_id, view_id: parsed.view_id.toLowerCase() };
}

export const maxNameLength = nameLimits.view;
export const viewNameSchema = nameSchema(maxNameLength);

const layoutSchema = z
  .number()
  .int()
  .refine((layout): layout is ViewLayout => (viewLayouts as readonly number[]).includes(layout), {
    message: 'must be 0 (Document), 1 (Grid), 2 (Board), 3 (Calendar) or 4 (AIChat)',
  });

export const createPageViewBodySchema = z.object({
  parent_view_id: z.uuid(),
  layout: layoutSchema,
  name: viewNameSchema.optional(),
  /** A client-chosen id for the new page (AppFlowy clients create the collab locally first). */
  view_id: z.uuid().optional(),
  /** Insert right after this sibling; last when omitted. */
  prev_view_id: z.uuid().nullable().optional(),
});

export const addRecentPagesBodySchema = z.object({
  recent_view_ids: z.array(z.uuid()).max(maxRecentPagesPerCall),
});

export const updateNameBodySchema = z.object({ name: viewNameSchema });
export const updateIconBodySchema = z.object({ icon: viewIconSchema });

/** Each key may be null to remove that setting; keys other than these are ignored. */
export const pageExtraPatchSchema = z.object({
  cover: coverSchema.nullable().optional(),
  font: z.string().max(128).nullable().optional(),
  fontLayout: z.enum(pageSizes).nullable().optional(),
  lineHeightLayout: z.enum(pageSizes).nullable().optional(),
});

export const updatePageViewBodySchema = z.object({
  name: viewNameSchema.optional(),
  icon: viewIconSchema.nullable().optional(),
  extra: pageExtraPatchSchema.optional(),
});

export const moveBodySchema = z.object({
  new_parent_view_id: z.uuid(),
  prev_view_id: z.uuid().nullable().optional(),
});

export const duplicateBodySchema = z
  .object({ suffix: z.string().max(64).optional() })
  .optional()
  .transform((body) => body ?? {});

export const favoriteBodySchema = z.object({
  is_favorite: z.boolean(),
  is_pinned: z.boolean().optional().default(false),
});
