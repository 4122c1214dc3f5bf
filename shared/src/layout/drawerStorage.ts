import { readStored, StorageKeys, writeStored } from '../platform/storage.js';
import { writeDrawerCookie } from './drawerCookie.js';
import { DEFAULT_DRAWER_WIDTH } from './drawerRules.js';

// outline_width holds a number of pixels, outline_open `true` / `false` (CCH-16, CCH-17). Anything else reads
// as absent, so a junk value falls back to the defaults instead of breaking the frame.

export function readDrawerWidth(): number {
  const stored = Number(readStored(StorageKeys.outlineWidth) ?? Number.NaN);
  return Number.isFinite(stored) && stored > 0 ? stored : DEFAULT_DRAWER_WIDTH;
}

export function readDrawerOpen(): boolean {
  return readStored(StorageKeys.outlineOpen) !== 'false';
}

// Each save goes in the drawer cookie too (drawerCookie.ts): the workspace's drawer and the published page's
// share these keys, and the server draws a published page's drawer from the cookie.

export function saveDrawerWidth(width: number): void {
  writeStored(StorageKeys.outlineWidth, String(width));
  writeDrawerCookie({ open: readDrawerOpen(), width });
}

export function saveDrawerOpen(open: boolean): void {
  writeStored(StorageKeys.outlineOpen, String(open));
  writeDrawerCookie({ open, width: readDrawerWidth() });
}
