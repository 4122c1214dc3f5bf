/**
 * Where the login screens' terms, privacy and website links lead. They are paths on the deployment's own
 * origin because each self-hosted server has its own operator, terms and policy: the product has no
 * central pages to send its users to.
 */
export const LOGIN_LINKS = {
  terms: '/terms',
  privacy: '/privacy',
  website: '/',
} as const;
