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
  /**
   * The font service a page's chosen font is loaded from on demand (spec 000 §3, a Google Fonts css2-compatible
   * address: `?family=<name>:wght@400;700&display=swap` is appended); null when the deployment turned it off.
   */
  fontStylesheetUrl: httpUrl.nullable().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
