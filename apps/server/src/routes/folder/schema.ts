import { z } from 'zod';
import { maxTreeDepth } from '../../queries/viewTree.js';

export const folderQuerySchema = z.object({
  depth: z.coerce.number().int().min(1).max(maxTreeDepth).default(maxTreeDepth),
  root_view_id: z.uuid().optional(),
});

/** AppFlowy Web asks for up to 50 levels; the tree itself is never deeper than maxTreeDepth. */
export const maxViewQueryDepth = 50;

export const viewQuerySchema = z.object({
  depth: z.coerce.number().int().min(0).max(maxViewQueryDepth).default(1),
});
