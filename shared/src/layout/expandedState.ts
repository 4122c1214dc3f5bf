import { useSyncExternalStore } from 'react';
import { readStored, StorageKeys, writeStored } from '../platform/storage.js';

// outline_expanded (CCH-18, NAV-12): a JSON object from view id to whether that node is expanded, shared by the
// workspace's sidebar and the published page's tree. Junk reads as nothing expanded; values that are not
// booleans are dropped.

type ExpandedMap = Readonly<Record<string, boolean>>;

function readAll(): ExpandedMap {
  try {
    const parsed: unknown = JSON.parse(readStored(StorageKeys.outlineExpanded) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return {};
  }
}

let cache: ExpandedMap | null = null;
const listeners = new Set<() => void>();

function snapshot(): ExpandedMap {
  cache ??= readAll();
  return cache;
}

export function isExpanded(viewId: string): boolean {
  return snapshot()[viewId] === true;
}

export function setExpanded(viewId: string, expanded: boolean): void {
  cache = { ...snapshot(), [viewId]: expanded };
  writeStored(StorageKeys.outlineExpanded, JSON.stringify(cache));
  for (const listener of [...listeners]) listener();
}

/** Tests only: read localStorage again. */
export function forgetExpandedCache(): void {
  cache = null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether a node is expanded; nodes the user never toggled take `fallback`. */
export function useExpanded(viewId: string, fallback = false): [boolean, (expanded: boolean) => void] {
  const read = () => snapshot()[viewId] ?? fallback;
  const expanded = useSyncExternalStore(subscribe, read, read);
  return [
    expanded,
    (next) => {
      setExpanded(viewId, next);
    },
  ];
}
