import { isPageFontFamily, pageFontStylesheetUrl } from '../render/fonts.js';

export {
  PAGE_FONT_FAMILIES,
  isPageFontFamily,
  pageFontFamily,
  pageFontStylesheetUrl,
} from '../render/fonts.js';

/**
 * A page's chosen font (the view's `extra.font`, spec 000 §3): a family name the font service knows, loaded from
 * it on demand — a stylesheet link added the first time a page with that font is shown — and drawn with a
 * generic family behind it while it loads, or where the deployment has no font service.
 */

const loadedIn = new WeakMap<Document, Set<string>>();

/** Adds the family's stylesheet to the page once; nothing without a service or for an invalid name. */
export function loadPageFont(
  family: string,
  service: string | null | undefined,
  doc: Document = document,
): void {
  if (service === null || service === undefined || !isPageFontFamily(family)) return;
  const loaded = loadedIn.get(doc) ?? new Set<string>();
  loadedIn.set(doc, loaded);
  if (loaded.has(family)) return;
  loaded.add(family);
  // A published page's server copy already links it in its head.
  const present = Array.from(doc.head.querySelectorAll<HTMLLinkElement>('link[data-quire-font]'));
  if (present.some((link) => link.dataset.quireFont === family)) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = pageFontStylesheetUrl(service, family);
  link.dataset.quireFont = family;
  doc.head.append(link);
}
