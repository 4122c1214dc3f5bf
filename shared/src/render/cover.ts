import { cssColor } from './colors.js';
import { safeMediaSrc } from './safe-url.js';

// The one mapping from a stored page cover (`extra.cover`, `{type, value}` in AppFlowy's names, spec 000 §3) to
// what is drawn. The editor's cover and gallery and the published page (server and remote) all draw through
// `coverStyle`, so a cover publishes as it was chosen. No DOM, no React: the server and every remote load it.

/** A cover as stored: AppFlowy's type name and its value. */
export interface CoverValue {
  type: string;
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

/** The seven gradients (ENT-28), by AppFlowy's stored names. */
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

/**
 * What a cover draws: a colour or an image (a gradient is an image to CSS). Whoever draws it sets the image to
 * cover the area, centred, without repeat.
 */
export interface CoverStyle {
  backgroundColor?: string;
  backgroundImage?: string;
}

// JSON quoting keeps a quote, a backslash or a parenthesis in the address inside the url() string.
const image = (src: string): CoverStyle => ({ backgroundImage: `url(${JSON.stringify(src)})` });

/** How a cover is drawn, or null when it cannot be drawn safely (an unknown name, a refused address). */
export function coverStyle(cover: CoverValue): CoverStyle | null {
  switch (cover.type) {
    case 'color': {
      const color = COVER_COLORS.find((tint) => tint.value === cover.value)?.css ?? cssColor(cover.value);
      return color === undefined ? null : { backgroundColor: color };
    }
    case 'gradient': {
      const gradient = COVER_GRADIENTS.find((entry) => entry.value === cover.value)?.css;
      return gradient === undefined ? null : { backgroundImage: gradient };
    }
    case 'built_in':
      return (BUILT_IN_COVERS as readonly string[]).includes(cover.value)
        ? image(builtInCoverUrl(cover.value))
        : null;
    // AppFlowy's custom (uploaded or linked), stock-photo and desktop-local covers are all addresses.
    case 'custom':
    case 'unsplash':
    case 'local': {
      const src = safeMediaSrc(cover.value);
      return src === undefined ? null : image(src);
    }
    default:
      // 'none', and a type a newer client may write: nothing is drawn.
      return null;
  }
}
