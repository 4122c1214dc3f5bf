import { z } from 'zod';
import { spaceIconColorSchema, spaceIconSchema } from '@quire/shared/contract';
import { viewNameSchema } from '../page-view/schema.js';

const spacePermissionSchema = z.union([z.literal(0), z.literal(1)]);

export const createSpaceBodySchema = z.object({
  space_permission: spacePermissionSchema,
  name: viewNameSchema,
  space_icon: spaceIconSchema.optional().default(''),
  space_icon_color: spaceIconColorSchema.optional().default(''),
});

export const updateSpaceBodySchema = z.object({
  space_permission: spacePermissionSchema.optional(),
  name: viewNameSchema.optional(),
  space_icon: spaceIconSchema.optional(),
  space_icon_color: spaceIconColorSchema.optional(),
});
