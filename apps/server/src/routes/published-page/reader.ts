import {
  DEFAULT_DRAWER_WIDTH,
  FALLBACK_LOCALE,
  SUPPORTED_LOCALES,
  drawerCookieOf,
  isMobileUserAgent,
  languageCookieOf,
  matchSupportedLocale,
  type SupportedLocale,
} from '@quire/shared/render';

/** What a page request tells about its reader: the headers the frame is chosen from (each may be absent). */
export interface ReaderHeaders {
  userAgent?: string;
  acceptLanguage?: string;
  cookie?: string;
}

/**
 * Which frame the server draws a page in, as the publish remote will draw it for this reader (issue 11): the
 * layout (phones and tablets by user agent, template and thumbnail by the address), the drawer as the reader
 * left it (its cookie) and the language of the labels. A bounded set of values: answers are kept per variant.
 */
export interface FrameVariant {
  mobile: boolean;
  /** `?template=true`: neither top bar nor drawer (PUB-02). */
  template: boolean;
  /** `?template=true&thumbnail=true`: a third of the size, not interactive (PUB-04). */
  thumbnail: boolean;
  /** The desktop drawer: open at a width, or closed. On phones and in templates, the default (unused). */
  drawer: { open: boolean; width: number };
  language: SupportedLocale;
}

const maxUserAgent = 512;
const maxAcceptLanguage = 1024;
const maxLanguages = 32;
const supported = new Set<string>(SUPPORTED_LOCALES);

export function frameVariant(
  headers: ReaderHeaders,
  address: { template: boolean; thumbnail: boolean },
): FrameVariant {
  const mobile = isMobileUserAgent((headers.userAgent ?? '').slice(0, maxUserAgent));
  const template = address.template;
  const saved = mobile || template ? undefined : drawerCookieOf(headers.cookie);
  const open = saved?.open ?? true;
  return {
    mobile,
    template,
    thumbnail: template && address.thumbnail,
    drawer: { open, width: open ? (saved?.width ?? DEFAULT_DRAWER_WIDTH) : DEFAULT_DRAWER_WIDTH },
    language: languageCookieOf(headers.cookie) ?? readerLanguage(headers.acceptLanguage),
  };
}

/**
 * The language the publish remote's detection picks from what the browser sends, when no language was saved
 * (the `quire_lang` cookie, which mirrors localStorage `i18nextLng`, comes first): Accept-Language's ranges by
 * quality (the order of `navigator.languages`), the first that maps onto a shipped locale (shared's
 * `matchSupportedLocale`, 'de-AT' → 'de-DE'), else English.
 */
export function readerLanguage(acceptLanguage: string | undefined): SupportedLocale {
  if (acceptLanguage === undefined) return FALLBACK_LOCALE;
  const ranges = acceptLanguage
    .slice(0, maxAcceptLanguage)
    .split(',')
    .slice(0, maxLanguages)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranges) {
    const locale = matchSupportedLocale(tag);
    if (supported.has(locale)) return locale as SupportedLocale;
  }
  return FALLBACK_LOCALE;
}

/** The variant's part of a kept answer's key. */
export function variantKey(variant: FrameVariant): string {
  const drawer = variant.drawer.open ? String(variant.drawer.width) : 'closed';
  return [
    variant.mobile ? 'mobile' : 'desktop',
    variant.thumbnail ? 'thumbnail' : variant.template ? 'template' : 'page',
    drawer,
    variant.language,
  ].join(':');
}

/**
 * Whether answers of this variant are kept: every one but a drawer open at a width of the reader's own, so
 * that the variants of a page stay few (layouts × open/closed × languages) whatever widths clients send; those
 * are drawn from the kept content on each request.
 */
export function isKeptVariant(variant: FrameVariant): boolean {
  return !variant.drawer.open || variant.drawer.width === DEFAULT_DRAWER_WIDTH;
}
