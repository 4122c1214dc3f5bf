import { isPageFontFamily } from '@quire/shared';
import type { ViewExtra } from '../data';

// Page font, font size and line height, stored in the view's extra as font / fontLayout / lineHeightLayout
// (spec 000 §3).

export const PAGE_LAYOUT_SIZES = ['small', 'normal', 'large'] as const;
export type PageLayoutSize = (typeof PAGE_LAYOUT_SIZES)[number];

/** ENT-32: small 14 px, normal 16 px, large 20 px. */
export function fontSizePx(size: PageLayoutSize): number {
  switch (size) {
    case 'small':
      return 14;
    case 'normal':
      return 16;
    case 'large':
      return 20;
  }
}

export function lineHeight(size: PageLayoutSize): number {
  switch (size) {
    case 'small':
      return 1.3;
    case 'normal':
      return 1.6;
    case 'large':
      return 1.9;
  }
}

function layoutSize(value: unknown): PageLayoutSize {
  return PAGE_LAYOUT_SIZES.find((size) => size === value) ?? 'normal';
}

export interface PageFont {
  /** The font family from the font service; null for the app's own font. */
  family: string | null;
  fontLayout: PageLayoutSize;
  lineHeightLayout: PageLayoutSize;
}

/** What a view's extra says; an unknown size reads as normal, a family that is not a valid name as none. */
export function pageFontOf(extra: ViewExtra | null): PageFont {
  return {
    family: isPageFontFamily(extra?.font) ? extra.font : null,
    fontLayout: layoutSize(extra?.fontLayout),
    lineHeightLayout: layoutSize(extra?.lineHeightLayout),
  };
}

/** The view's extra with `font` as chosen (the key removed for the app's own font), other keys kept. */
export function extraWithFont(extra: ViewExtra | null, font: PageFont): ViewExtra {
  const { font: _previous, ...rest } = extra ?? {};
  return {
    ...rest,
    fontLayout: font.fontLayout,
    lineHeightLayout: font.lineHeightLayout,
    ...(font.family === null ? {} : { font: font.family }),
  };
}

/** ENT-33: the style classes the page content carries for its font size and line height. */
export function pageFontClasses(font: PageFont): string {
  return `font-${font.fontLayout} line-height-${font.lineHeightLayout}`;
}
