import { z } from 'zod';
import { viewLayouts, type ViewLayout } from '@quire/shared/collab';
import { coverSchema, pageSizes, viewIconSchema } from '@quire/shared/contract';
import { nameSchema } from '../../models/names.js';

export const workspaceParamsSchema = z.object({ workspace_id: z.uuid() });
export const viewParamsSchema = z.object({ workspace_id: z.uuid(), view_id: z.uuid() });

export const maxNameLength = 255;
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
});

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
