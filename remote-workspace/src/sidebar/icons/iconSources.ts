import { exhaustive, getRuntimeConfig } from '@quire/shared';
import type { ViewIcon, ViewLayout } from '../../data';

// Where the pictures of icons come from. The server serves the icon set under /af_icons: `icons.json`
// (group → [{id, name, content, keywords}], AppFlowy's shape) and one SVG per icon id, `/af_icons/<id>.svg`.

export interface IconSetRef {
  groupName: string;
  iconName: string;
  color?: string;
}

export function iconAssetUrl(path: string): string {
  return `${getRuntimeConfig().publicUrl.replace(/\/+$/, '')}/af_icons/${path}`;
}

/** An icon of type icon holds JSON `{groupName, iconName, color}` (spec 000 §3); junk reads as null. */
export function parseIconSetRef(value: string): IconSetRef | null {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { groupName, iconName, color } = parsed as Record<string, unknown>;
    if (typeof groupName !== 'string' || typeof iconName !== 'string') return null;
    return typeof color === 'string' ? { groupName, iconName, color } : { groupName, iconName };
  } catch {
    return null;
  }
}

/** Icon ids are unique across groups, so the group is not part of the address. */
export function iconSetUrl(ref: Pick<IconSetRef, 'iconName'>): string {
  return iconAssetUrl(`${encodeURIComponent(ref.iconName)}.svg`);
}

/**
 * The 15 space icons (space_icon_1..15) drawn with icons of the set, in AppFlowy's spirit (work, reading,
 * launch, …), so that no second picture set has to be shipped or served.
 */
export const SPACE_ICON_IDS = [
  'briefcase',
  'book-open',
  'rocket',
  'star',
  'heart',
  'house',
  'folder',
  'users',
  'globe',
  'lightbulb',
  'palette',
  'code',
  'flag',
  'graduation-cap',
  'coffee',
] as const;

/** `space_icon_<n>` → the picture of that space icon; null for anything else. */
export function spaceIconId(value: string): string | null {
  const match = /^space_icon_(\d+)$/.exec(value);
  return match?.[1] === undefined ? null : (SPACE_ICON_IDS[Number(match[1]) - 1] ?? null);
}

/** AppFlowy writes colours as `0xAARRGGBB`; CSS wants `#RRGGBB`. Anything else passes through. */
export function cssColor(color: string | undefined): string | undefined {
  if (color === undefined || color === '') return undefined;
  const argb = /^0x([0-9a-f]{2})([0-9a-f]{6})$/i.exec(color);
  return argb?.[2] === undefined ? color : `#${argb[2]}`;
}

export type IconPicture =
  | { kind: 'emoji'; text: string }
  | { kind: 'image'; url: string; color?: string }
  | { kind: 'glyph'; layout: ViewLayout };

export function iconPicture(icon: ViewIcon | null, layout: ViewLayout): IconPicture {
  if (icon === null || icon.value === '') return { kind: 'glyph', layout };
  switch (icon.ty) {
    case 0:
      return { kind: 'emoji', text: icon.value };
    case 1:
      return { kind: 'image', url: icon.value };
    case 2: {
      const ref = parseIconSetRef(icon.value);
      if (ref === null) return { kind: 'glyph', layout };
      const color = cssColor(ref.color);
      return color === undefined
        ? { kind: 'image', url: iconSetUrl(ref) }
        : { kind: 'image', url: iconSetUrl(ref), color };
    }
    default:
      return exhaustive(icon);
  }
}
