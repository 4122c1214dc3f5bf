/**
 * A page's chosen font (the view's `extra.font`, spec 000 §3, AST-06): the families offered, what a family name
 * may be, its CSS value and the font service's stylesheet address. DOM-free: the server's copy of a published
 * page uses it too; loading the stylesheet in the browser is the platform's (`loadPageFont`).
 */

type Generic = 'sans-serif' | 'serif' | 'monospace';

/** The families the page style menu offers; any other valid name stored by another client is shown too. */
export const PAGE_FONT_FAMILIES: readonly { family: string; generic: Generic }[] = [
  { family: 'Inter', generic: 'sans-serif' },
  { family: 'Roboto', generic: 'sans-serif' },
  { family: 'Open Sans', generic: 'sans-serif' },
  { family: 'Lato', generic: 'sans-serif' },
  { family: 'Poppins', generic: 'sans-serif' },
  { family: 'Nunito', generic: 'sans-serif' },
  { family: 'Merriweather', generic: 'serif' },
  { family: 'Lora', generic: 'serif' },
  { family: 'Playfair Display', generic: 'serif' },
  { family: 'Noto Serif', generic: 'serif' },
  { family: 'Source Serif 4', generic: 'serif' },
  { family: 'Roboto Mono', generic: 'monospace' },
  { family: 'JetBrains Mono', generic: 'monospace' },
  { family: 'IBM Plex Mono', generic: 'monospace' },
];

/** Letters, digits and single spaces, at most 64 characters: nothing that could end a CSS string or a URL part. */
const familyName = /^[\p{L}\p{N}]+( [\p{L}\p{N}]+)*$/u;

export function isPageFontFamily(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 64 && familyName.test(value);
}

/** The font-family value for a page: the family, then its generic kind (sans-serif when unknown). */
export function pageFontFamily(family: string): string {
  const generic = PAGE_FONT_FAMILIES.find((known) => known.family === family)?.generic ?? 'sans-serif';
  return `"${family}", ${generic}`;
}

/** The font service's stylesheet of one family, regular and bold (the css2 address form). */
export function pageFontStylesheetUrl(service: string, family: string): string {
  const name = family.split(' ').map(encodeURIComponent).join('+');
  return `${service}${service.includes('?') ? '&' : '?'}family=${name}:wght@400;700&display=swap`;
}
