import { z } from 'zod';

export const logoutQuerySchema = z.object({
  scope: z.enum(['local', 'global', 'others']).default('local'),
});
