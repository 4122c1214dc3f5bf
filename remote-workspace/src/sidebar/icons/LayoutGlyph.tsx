import type { JSX } from 'react';
import type { ViewLayout } from '../../data';

// Drawn shapes in the text colour rather than emoji: a machine without an emoji font (a minimal Linux) showed
// empty boxes, and emoji ignore the theme.
const shapes: Record<ViewLayout, JSX.Element> = {
  // A sheet with a folded corner and lines of text.
  0: (
    <>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </>
  ),
  // A grid: a frame, a header row and columns.
  1: (
    <>
      <rect x="4" y="5" width="16" height="14" rx="1" />
      <path d="M4 10h16M4 15h16M10 5v14" />
    </>
  ),
  // A board: three columns of cards.
  2: (
    <>
      <rect x="4" y="5" width="4" height="12" rx="1" />
      <rect x="10" y="5" width="4" height="8" rx="1" />
      <rect x="16" y="5" width="4" height="14" rx="1" />
    </>
  ),
  // A calendar page with its rings.
  3: (
    <>
      <rect x="4" y="6" width="16" height="14" rx="1" />
      <path d="M4 10h16M8 4v4M16 4v4" />
    </>
  ),
  // A speech bubble.
  4: <path d="M5 5h14v10H11l-4 4v-4H5z" />,
};

/** The glyph of a page without an icon, by layout (NAV-08), at `size` pixels in the current text colour. */
export function LayoutGlyph({ layout, size = 16 }: { layout: ViewLayout; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      data-layout-glyph={layout}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      {shapes[layout]}
    </svg>
  );
}
