import type { ViewExtra } from '../data';

// Covers live in the view's extra as {type, value} (spec 000 §3). Values use AppFlowy's names so pages
// moved between the two keep their covers.

export const COVER_TYPES = ['color', 'gradient', 'built_in', 'custom', 'local', 'unsplash', 'none'] as const;
export type CoverType = (typeof COVER_TYPES)[number];

export interface Cover {
  type: CoverType;
  value: string;
}

// What a cover draws is shared with the published page (`coverStyle`): one mapping, so it publishes as chosen.
// From the DOM-free render entry, which this remote bundles itself: the browser entry is the shell's singleton,
// and a shell built before these exports would hand this remote undefined.
export { BUILT_IN_COVERS, COVER_COLORS, COVER_GRADIENTS, coverStyle } from '@quire/shared/render';

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

/** Spec 000 §9 (CON-10..13): 40vh, at least 130 px, at most 288 px (180 px on mobile). */
export const COVER_HEIGHT = { viewport: '40vh', min: 130, max: 288, mobileMax: 180 } as const;
