import { StorageKeys } from '@quire/shared';
import { DEFAULT_DRAWER_WIDTH } from './drawerRules';

// outline_width holds a number of pixels, outline_open `true` / `false` (CCH-16, CCH-17). Anything else reads
// as absent, so a junk value falls back to the defaults instead of breaking the frame.

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage may be full or denied (private mode): the drawer still works for this visit.
  }
}

export function readDrawerWidth(): number {
  const stored = Number(read(StorageKeys.outlineWidth) ?? Number.NaN);
  return Number.isFinite(stored) && stored > 0 ? stored : DEFAULT_DRAWER_WIDTH;
}

export function readDrawerOpen(): boolean {
  return read(StorageKeys.outlineOpen) !== 'false';
}

export function saveDrawerWidth(width: number): void {
  write(StorageKeys.outlineWidth, String(width));
}

export function saveDrawerOpen(open: boolean): void {
  write(StorageKeys.outlineOpen, String(open));
}
