import { z } from 'zod';
import { maxTreeDepth } from '../../queries/viewTree.js';

export const folderQuerySchema = z.object({
  depth: z.coerce.number().int().min(1).max(maxTreeDepth).default(maxTreeDepth),
  root_view_id: z.uuid().optional(),
});
