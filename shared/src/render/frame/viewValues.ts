import { isPageFontFamily } from '../fonts.js';
import type { PageCoverValue } from './Frame.js';
import type { PageIconValue } from './PageIcon.js';

// What the frame shows of a view, read from the published view meta (spec 001 §3) the same way by the publish
// remote (from the API's answer) and by the server (from the meta it hands the remote).

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** A view icon `{ty, value}` (Emoji 0, URL 1, Icon 2), or null for anything else. */
export function parseIcon(value: unknown): PageIconValue | null {
  const icon = record(value);
  if (icon === null || typeof icon.ty !== 'number' || typeof icon.value !== 'string') return null;
  return { ty: icon.ty, value: icon.value };
}

/** `extra` as an object (a JSON string on the wire, an object in some answers); null when it is neither. */
function extraRecord(extra: unknown): Record<string, unknown> | null {
  if (typeof extra !== 'string') return record(extra);
  try {
    return record(JSON.parse(extra) as unknown);
  } catch {
    return null;
  }
}

/** The page's chosen font family kept in `extra.font` (AST-06), or null: none, or not a family name. */
export function parseFont(extra: unknown): string | null {
  const font = extraRecord(extra)?.font;
  return isPageFontFamily(font) ? font : null;
}

/** The cover kept in `extra`. */
export function parseCover(extra: unknown): PageCoverValue | null {
  const cover = record(extraRecord(extra)?.cover);
  if (cover === null || typeof cover.type !== 'string' || typeof cover.value !== 'string') return null;
  return cover.type === 'none' || cover.value === '' ? null : { type: cover.type, value: cover.value };
}
