/**
 * localStorage when the page has one, otherwise a per-process memory store, so that the session, device
 * id and theme code also runs in Node (server rendering, node-environment tests) and in browsers where
 * storage access throws (private modes, blocked third-party storage).
 */
const memory = new Map<string, string>();

const memoryStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => {
    memory.set(key, value);
  },
  removeItem: (key) => {
    memory.delete(key);
  },
};

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  const storage = browserStorage() ?? memoryStorage;
  try {
    return storage.getItem(key);
  } catch {
    return memoryStorage.getItem(key);
  }
}

export function writeStored(key: string, value: string): void {
  try {
    (browserStorage() ?? memoryStorage).setItem(key, value);
  } catch {
    memoryStorage.setItem(key, value);
  }
}

export function removeStored(key: string): void {
  try {
    (browserStorage() ?? memoryStorage).removeItem(key);
  } catch {
    memoryStorage.removeItem(key);
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
