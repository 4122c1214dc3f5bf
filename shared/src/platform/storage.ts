/**
 * localStorage (or, for `'tab'`, sessionStorage) when the page has one, otherwise a per-process memory store, so
 * that the session, device id and theme code also runs in Node (server rendering, node-environment tests) and in
 * browsers where storage access throws (private modes, blocked third-party storage).
 */
export type StorageArea = 'local' | 'tab';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function memoryStore(): Store {
  const memory = new Map<string, string>();
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => {
      memory.set(key, value);
    },
    removeItem: (key) => {
      memory.delete(key);
    },
  };
}

const memoryStores: Record<StorageArea, Store> = { local: memoryStore(), tab: memoryStore() };

function browserStorage(area: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string, area: StorageArea = 'local'): string | null {
  const storage = browserStorage(area) ?? memoryStores[area];
  try {
    return storage.getItem(key);
  } catch {
    return memoryStores[area].getItem(key);
  }
}

export function writeStored(key: string, value: string, area: StorageArea = 'local'): void {
  try {
    (browserStorage(area) ?? memoryStores[area]).setItem(key, value);
  } catch {
    memoryStores[area].setItem(key, value);
  }
}

export function removeStored(key: string, area: StorageArea = 'local'): void {
  try {
    (browserStorage(area) ?? memoryStores[area]).removeItem(key);
  } catch {
    memoryStores[area].removeItem(key);
  }
}

/** The local storage keys the product uses (spec 001 §9), in one place. */
export const StorageKeys = {
  token: 'token',
  redirectTo: 'redirectTo',
  deviceId: 'x-device-id',
  outlineWidth: 'outline_width',
  outlineOpen: 'outline_open',
  outlineExpanded: 'outline_expanded',
  darkMode: 'dark-mode',
  language: 'i18nextLng',
} as const;

/** The keys kept per tab (sessionStorage): they outlive a redirect within the tab, not the tab. */
export const TabStorageKeys = {
  /** Set by a sign-in through a password-recovery mail, until the workspace has asked for the new password. */
  passwordRecovery: 'quire-password-recovery',
} as const;
