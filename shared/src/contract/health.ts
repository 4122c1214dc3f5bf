import { z } from 'zod';

/** `GET /api/health`: what an operator or a load balancer asks. */
export const healthSchema = z.strictObject({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  /** True when REDIS_URL is set (and Redis answered): instances fan out through it. */
  redis: z.boolean(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
