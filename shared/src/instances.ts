/**
 * Identities of this evaluation of @quire/shared. Module Federation must load the package once per page;
 * a browser test reads these ids from two remotes to prove that it did.
 */
function randomId(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi !== undefined && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export const SHARED_INSTANCE_ID: string = randomId();

/** Stamped on the i18n instance when it is created (see `i18n/instance.ts`). */
export const I18N_INSTANCE_ID: string = randomId();
