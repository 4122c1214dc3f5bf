import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * The addresses the browser needs, served as `/config.json` (plain JSON, not enveloped) so that one build runs
 * anywhere. Nothing secret may ever be added here.
 */
export const runtimeConfigSchema = z.strictObject({
  apiBaseUrl: httpUrl,
  authBaseUrl: httpUrl,
  wsUrl: z.url({ protocol: /^wss?$/ }),
  publicUrl: httpUrl,
  /** Where the login screens' terms-of-use, privacy-policy and visit-our-website links lead (per deployment). */
  links: z.strictObject({ terms: httpUrl, privacy: httpUrl, website: httpUrl }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
