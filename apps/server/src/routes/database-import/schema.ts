import { csvLimits } from '@quire/shared/collab';
import { z } from 'zod';
import { viewNameSchema } from '../page-view/schema.js';

export const importCsvQuerySchema = z.object({
  parent_view_id: z.uuid(),
  name: viewNameSchema.optional(),
});

/**
 * The body's bound: the CSV limit with room for a multi-byte tail, so a file just over it is refused by the
 * parser with its own message ("larger than 20 MB"), and anything far over by the HTTP layer (PayloadTooLarge).
 */
export const importCsvBodyLimit = csvLimits.bytes + 64 * 1024;

/** The content types a CSV body may be sent as (browsers label .csv files differently). */
export const csvContentTypes = ['text/csv', 'text/plain', 'application/csv', 'application/octet-stream'];
