import { z } from 'zod';

/** Every `/api` answer but a bad token (plain-text 401): `code` 0 is success, anything else the catalogue's. */
export const errorEnvelopeSchema = z.strictObject({
  code: z
    .number()
    .int()
    .refine((code) => code !== 0, 'an error envelope never has code 0'),
  data: z.unknown().optional(),
  message: z.string(),
  /** A rate-limit refusal (1079) says how long to wait. */
  retry_after_secs: z.number().int().positive().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** A success without data (AppFlowy omits `data`). */
export const emptyEnvelopeSchema = z.strictObject({ code: z.literal(0), message: z.string() });

/** A success carrying `data` of the given schema. */
export function dataEnvelopeSchema<Data extends z.ZodType>(data: Data) {
  return z.strictObject({ code: z.literal(0), data, message: z.string() });
}
