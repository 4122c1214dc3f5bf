import { z } from 'zod';

/** Cover types of spec 000 §3; `value` is a colour, gradient id, built-in number (1–6) or image URL. */
export const coverTypes = ['color', 'gradient', 'built_in', 'custom', 'local', 'unsplash', 'none'] as const;
export const coverSchema = z.object({ type: z.enum(coverTypes), value: z.string().max(2048) });

export const pageSizes = ['small', 'normal', 'large'] as const;

/** The page settings kept in a view's `extra` (spec 000 §3): all optional. */
export const pageExtraSchema = z.object({
  cover: coverSchema.optional(),
  font: z.string().max(128).optional(),
  fontLayout: z.enum(pageSizes).optional(),
  lineHeightLayout: z.enum(pageSizes).optional(),
});
export type PageExtra = z.infer<typeof pageExtraSchema>;

export const spaceIconCount = 15;
export const defaultSpaceIcon = 'space_icon_1';
/** The colour a space icon gets when none is given (AppFlowy's first space colour, a violet). */
export const defaultSpaceIconColor = '0xFFA34AFD';

export const spaceIconSchema = z
  .union([
    z.literal(''),
    z.string().regex(/^space_icon_([1-9]|1[0-5])$/, 'must be space_icon_1 … space_icon_15'),
  ])
  // The spec's empty-value rule: an empty icon is icon 1.
  .transform((icon) => (icon === '' ? defaultSpaceIcon : icon));

export const spaceIconColorSchema = z
  .union([
    z.literal(''),
    z.string().regex(/^(0x[0-9A-Fa-f]{8}|#[0-9A-Fa-f]{6})$/, 'must be 0xAARRGGBB or #RRGGBB'),
  ])
  .transform((color) => (color === '' ? defaultSpaceIconColor : color));

/** What a space keeps in `extra` besides its permission (a column). */
export const spaceSettingsSchema = z.object({
  space_icon: z.string(),
  space_icon_color: z.string(),
  /** Unix milliseconds, as AppFlowy writes it. */
  space_created_at: z.number(),
});
export type SpaceSettings = z.infer<typeof spaceSettingsSchema>;

/** Stored extras are read through their schema; anything unreadable counts as no settings. */
export function readPageExtra(stored: string): PageExtra {
  const parsed = pageExtraSchema.safeParse(parseJson(stored));
  return parsed.success ? parsed.data : {};
}

export function readSpaceSettings(stored: string): SpaceSettings {
  const parsed = spaceSettingsSchema.safeParse(parseJson(stored));
  return parsed.success
    ? parsed.data
    : { space_icon: defaultSpaceIcon, space_icon_color: defaultSpaceIconColor, space_created_at: 0 };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** ViewIcon `{ty, value}`: Emoji 0, URL 1, Icon 2 (an icon's value is JSON naming groupName, iconName, color). */
export const iconValueSchema = z.object({
  groupName: z.string().min(1).max(128),
  iconName: z.string().min(1).max(128),
  color: z.string().max(64).optional(),
});

export const viewIconSchema = z.discriminatedUnion('ty', [
  z.object({ ty: z.literal(0), value: z.string().min(1).max(64) }),
  z.object({ ty: z.literal(1), value: z.url().max(2048) }),
  z.object({
    ty: z.literal(2),
    value: z
      .string()
      .max(1024)
      .refine((value) => iconValueSchema.safeParse(parseJson(value)).success, {
        message: 'must be JSON with groupName, iconName and an optional color',
      }),
  }),
]);
export type ViewIcon = z.infer<typeof viewIconSchema>;

export function readIcon(stored: string | null): ViewIcon | null {
  if (stored === null) return null;
  const parsed = viewIconSchema.safeParse(parseJson(stored));
  return parsed.success ? parsed.data : null;
}
