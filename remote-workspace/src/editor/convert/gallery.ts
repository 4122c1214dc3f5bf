import type { BlockData } from '@quire/shared/collab';
import { imageTypeFor } from './imageData';

/**
 * AppFlowy's multi_image keeps its pictures in `data.images`: a list of `{url, type}` (type as an image's
 * `image_type`: 1 our file storage, 2 an outside address), and its look in `data.layout` (0 browser, 1 grid).
 * Some writers wrap the list as `{images: [...]}`; both are read. Entries are kept whole, unknown keys included.
 */
export type GalleryEntry = Record<string, unknown>;

/** AppFlowy's gallery layouts (`data.layout`): one picture at a time with thumbnails, or all in a grid. */
export const browserLayout = 0;
export const gridLayout = 1;
export type GalleryLayout = typeof browserLayout | typeof gridLayout;

/** The stored layout (a number, or its text); anything else, or none, is shown as the grid a new gallery gets. */
export function galleryLayout(data: BlockData): GalleryLayout {
  const value = Number(data.layout);
  return value === browserLayout ? browserLayout : gridLayout;
}

export function galleryEntries(data: BlockData): unknown[] {
  const images = data.images;
  if (Array.isArray(images)) return images as unknown[];
  if (images !== null && typeof images === 'object') {
    const inner = (images as { images?: unknown }).images;
    if (Array.isArray(inner)) return inner as unknown[];
  }
  return [];
}

/** The address of an entry, or undefined for one the editor cannot show (kept all the same). */
export function entryUrl(entry: unknown): string | undefined {
  if (entry === null || typeof entry !== 'object') return undefined;
  const url = (entry as { url?: unknown }).url;
  return typeof url === 'string' && url !== '' ? url : undefined;
}

export function newEntry(url: string): GalleryEntry {
  return { url, type: imageTypeFor(url) };
}

/** The editor's `images` prop (a JSON string: BlockNote props are plain values) as the stored list. */
export function parseEntries(json: unknown): unknown[] {
  if (typeof json !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
