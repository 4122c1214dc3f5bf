import type { ViewExtra } from '../data';

// Covers live in the view's extra as {type, value} (spec 000 §3). Values use AppFlowy's names so pages
// moved between the two keep their covers.

export const COVER_TYPES = ['color', 'gradient', 'built_in', 'custom', 'local', 'unsplash', 'none'] as const;
export type CoverType = (typeof COVER_TYPES)[number];

export interface Cover {
  type: CoverType;
  value: string;
}

/** The nine theme tints (ENT-27), by their stored value. */
export const COVER_COLORS: readonly { value: string; name: string; css: string }[] = [
  { value: 'tint1', name: 'purple', css: '#e8e0ff' },
  { value: 'tint2', name: 'pink', css: '#ffe7ee' },
  { value: 'tint3', name: 'red', css: '#ffdddd' },
  { value: 'tint4', name: 'orange', css: '#ffefe3' },
  { value: 'tint5', name: 'yellow', css: '#fff2cd' },
  { value: 'tint6', name: 'lime', css: '#f2ffdc' },
  { value: 'tint7', name: 'green', css: '#ddffd6' },
  { value: 'tint8', name: 'aqua', css: '#defff1' },
  { value: 'tint9', name: 'blue', css: '#e1fbff' },
];

/** The seven gradients (ENT-28). */
export const COVER_GRADIENTS: readonly { value: string; css: string }[] = [
  { value: 'appflowy_them_color_gradient1', css: 'linear-gradient(180deg, #34bdaf 0%, #b682d4 100%)' },
  { value: 'appflowy_them_color_gradient2', css: 'linear-gradient(180deg, #4776e6 0%, #8e54e9 100%)' },
  { value: 'appflowy_them_color_gradient3', css: 'linear-gradient(180deg, #9c3cbb 0%, #f19f56 100%)' },
  { value: 'appflowy_them_color_gradient4', css: 'linear-gradient(180deg, #4cb3ff 0%, #80f1ff 100%)' },
  { value: 'appflowy_them_color_gradient5', css: 'linear-gradient(56.2deg, #5749ca 0%, #bb4a97 100%)' },
  { value: 'appflowy_them_color_gradient6', css: 'linear-gradient(180deg, #036fe6 0%, #a0c2f5 100%)' },
  { value: 'appflowy_them_color_gradient7', css: 'linear-gradient(38.2deg, #f0c6cf 0%, #decbe3 100%)' },
];

/** Built-in covers 1 to 6 (ENT-26), bundled images served by the server (AST-05). */
export const BUILT_IN_COVERS = ['1', '2', '3', '4', '5', '6'] as const;

export function builtInCoverUrl(value: string): string {
  return `/covers/m_cover_image_${value}.png`;
}

function isCoverType(value: unknown): value is CoverType {
  return typeof value === 'string' && (COVER_TYPES as readonly string[]).includes(value);
}

/** The cover a view's extra holds; null for none, a missing one or junk. */
export function coverOf(extra: ViewExtra | null): Cover | null {
  const cover: unknown = extra?.cover;
  if (typeof cover !== 'object' || cover === null) return null;
  const { type, value } = cover as Record<string, unknown>;
  if (!isCoverType(type) || type === 'none' || typeof value !== 'string' || value === '') return null;
  return { type, value };
}

/** The CSS background of a cover, or null when this client cannot draw it. */
export function coverBackground(cover: Cover): string | null {
  switch (cover.type) {
    case 'color':
      return (
        COVER_COLORS.find((color) => color.value === cover.value)?.css ??
        (cover.value.startsWith('#') ? cover.value : null)
      );
    case 'gradient':
      return COVER_GRADIENTS.find((gradient) => gradient.value === cover.value)?.css ?? null;
    case 'built_in':
      return (BUILT_IN_COVERS as readonly string[]).includes(cover.value)
        ? `center / cover no-repeat url("${builtInCoverUrl(cover.value)}")`
        : null;
    case 'custom':
    case 'unsplash':
    case 'local':
      // Image addresses: only web and same-origin ones, so a stored value cannot inject CSS.
      return /^(https?:\/\/|\/)[^"()\s]+$/.test(cover.value)
        ? `center / cover no-repeat url("${cover.value}")`
        : null;
    case 'none':
      return null;
  }
}

/** Spec 000 §9 (CON-10..13): 40vh, at least 130 px, at most 288 px (180 px on mobile). */
export const COVER_HEIGHT = { viewport: '40vh', min: 130, max: 288, mobileMax: 180 } as const;
