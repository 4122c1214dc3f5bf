import { z } from 'zod';
import { nameLimits, userMetadataSchema } from '@quire/shared/contract';
import { nameSchema } from '../../models/names.js';

export const verifyParamsSchema = z.object({ access_token: z.string().min(1).max(8192) });

/** Serialised metadata beyond this is not a profile any more. */
export const maxMetadataBytes = 16 * 1024;

/** AppFlowy's `POST /api/user/update`; `email` and `password` are ignored (sign-in owns the address). */
export const updateUserBodySchema = z.object({
  name: nameSchema(nameLimits.person, { required: true }).optional(),
  metadata: userMetadataSchema
    .refine((value) => Buffer.byteLength(JSON.stringify(value)) <= maxMetadataBytes, {
      message: `must be at most ${maxMetadataBytes} bytes of JSON`,
    })
    .optional(),
});
