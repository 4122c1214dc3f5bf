import { z } from 'zod';

/**
 * `GET /authorize?provider=…&redirect_to=…`. Whatever else the front end sends (Google's access_type and
 * prompt, API-AUTH-11) is ignored: the server adds what each provider needs itself.
 */
export const authorizeQuery = z.object({
  provider: z.string().optional(),
  redirect_to: z.string().optional(),
});

/**
 * What a provider sends back to `/callback`, in the query or (Apple's form_post) the body. Anything that
 * is not a single string (a repeated parameter) makes the answer unreadable rather than ambiguous.
 */
export const callbackParams = z.object({
  state: z.string().optional(),
  code: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
  /** RFC 9207: the issuer that answered, checked against the provider's for OpenID Connect. */
  iss: z.string().optional(),
  /** Apple's first-authorization user details (a JSON string with the name). */
  user: z.string().optional(),
});
export type CallbackParams = z.infer<typeof callbackParams>;
