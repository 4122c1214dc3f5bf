import type { Cover } from '@quire/shared/contract';
import { isPageFontFamily, pageFontStylesheetUrl, safeMediaSrc } from '@quire/shared/render';
import type { ViewRow } from '../../db/schema.js';
import { readStored } from '../../stored/format.js';
import { pageExtraFormat, viewIconFormat } from '../../stored/formats.js';
import { escapeHtml } from '../../text/html.js';

/** What a published page's head says of it: every field came from users and is escaped where it is written. */
export interface PageHead {
  title: string;
  description: string;
  /** The absolute canonical address. */
  url: string;
  /** The cover as an absolute http(s) address, if the page has an image cover. */
  image: string | undefined;
  indexable: boolean;
}

const untitled = 'Untitled';

/** The page's name as published, or the default name label. */
export function pageTitle(view: ViewRow): string {
  const name = view.name.trim();
  return name === '' ? untitled : name;
}

/** The page's emoji icon, if it has one (URL and icon-set icons are drawn by the remote). */
export function pageEmoji(view: ViewRow): string | undefined {
  if (view.icon === null) return undefined;
  const icon = readStored(viewIconFormat, view.icon);
  return icon?.ty === 0 ? icon.value : undefined;
}

/** The cover image's address as the page shows it (relative for built-in covers), if it is an image. */
export function coverSrc(view: ViewRow): string | undefined {
  let cover: Cover | undefined;
  try {
    cover = readStored(pageExtraFormat, view.extra).cover;
  } catch {
    return undefined;
  }
  if (cover === undefined) return undefined;
  switch (cover.type) {
    case 'built_in':
      return /^[1-6]$/.test(cover.value) ? `/covers/m_cover_image_${cover.value}.png` : undefined;
    case 'custom':
    case 'unsplash':
    case 'local':
      return safeMediaSrc(cover.value);
    case 'color':
    case 'gradient':
    case 'none':
      return undefined;
  }
}

/** An address made absolute against the public URL; only http(s) survives. */
export function absoluteUrl(src: string, publicUrl: string): string | undefined {
  try {
    const url = new URL(src, `${publicUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The tags a published page adds to the shell's head: description, canonical, Open Graph, Twitter, robots. */
export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.url)}">`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:url', head.url),
    meta('property', 'og:site_name', 'Quire'),
    meta('name', 'twitter:card', head.image === undefined ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
  ];
  if (head.description !== '') {
    tags.unshift(meta('name', 'description', head.description));
    tags.push(meta('property', 'og:description', head.description));
    tags.push(meta('name', 'twitter:description', head.description));
  }
  if (head.image !== undefined) {
    tags.push(meta('property', 'og:image', head.image));
    tags.push(meta('name', 'twitter:image', head.image));
  }
  if (!head.indexable) tags.unshift(noindexTag);
  return tags.join('');
}

/**
 * The font service's stylesheet of the page's chosen font (AST-06), marked so that the publish remote does not
 * add it a second time; nothing without a font service or a font.
 */
export function fontStylesheetTag(view: ViewRow, service: string | null): string {
  if (service === null) return '';
  let family: unknown;
  try {
    family = readStored(pageExtraFormat, view.extra).font;
  } catch {
    return '';
  }
  if (!isPageFontFamily(family)) return '';
  const href = escapeHtml(pageFontStylesheetUrl(service, family));
  return `<link rel="stylesheet" href="${href}" data-quire-font="${escapeHtml(family)}">`;
}

export const noindexTag = '<meta name="robots" content="noindex">';
