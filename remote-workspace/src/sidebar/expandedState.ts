import { StorageKeys } from '@quire/shared';
import { useSyncExternalStore } from 'react';

// outline_expanded (CCH-18, NAV-12): a JSON object from view id to whether that node is expanded. Junk reads
// as nothing expanded; values that are not booleans are dropped.

type ExpandedMap = Readonly<Record<string, boolean>>;

function readAll(): ExpandedMap {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(StorageKeys.outlineExpanded) ?? '{}');
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
  try {
    window.localStorage.setItem(StorageKeys.outlineExpanded, JSON.stringify(cache));
  } catch {
    // Storage full or denied: the state lasts for this visit.
  }
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

/** Whether a node is expanded; nodes the user never toggled take `fallback` (spaces start open, pages closed). */
export function useExpanded(viewId: string, fallback = false): [boolean, (expanded: boolean) => void] {
  const expanded = useSyncExternalStore(subscribe, () => snapshot()[viewId] ?? fallback);
  return [
    expanded,
    (next) => {
      setExpanded(viewId, next);
    },
  ];
}
