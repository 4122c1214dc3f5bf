import { z } from 'zod';

// What a view's `extra` holds, on the wire and (versioned, see the server's stored formats) in storage.

/** Cover types of spec 000 §3; `value` is a colour, gradient id, built-in number (1–6) or image URL. */
export const coverTypes = ['color', 'gradient', 'built_in', 'custom', 'local', 'unsplash', 'none'] as const;
export const coverSchema = z.object({ type: z.enum(coverTypes), value: z.string().max(2048) });
export type Cover = z.infer<typeof coverSchema>;

export const pageSizes = ['small', 'normal', 'large'] as const;
export type PageSize = (typeof pageSizes)[number];

/** The page settings kept in a view's `extra` (spec 000 §3): all optional. */
export const pageExtraSchema = z.object({
  cover: coverSchema.optional(),
  font: z.string().max(128).optional(),
  fontLayout: z.enum(pageSizes).optional(),
  lineHeightLayout: z.enum(pageSizes).optional(),
});
export type PageExtra = z.infer<typeof pageExtraSchema>;

/** AppFlowy's SpacePermission: 0 everyone in the workspace, 1 only its creator. */
export const SpacePermission = { Public: 0, Private: 1 } as const;
export type SpacePermission = (typeof SpacePermission)[keyof typeof SpacePermission];
export const spacePermissionSchema = z.union([z.literal(0), z.literal(1)]);

export const spaceIconCount = 15;
export const defaultSpaceIcon = 'space_icon_1';
/** The colour a space icon gets when none is given (AppFlowy's first space colour, a violet). */
export const defaultSpaceIconColor = '0xFFA34AFD';

/** A space icon in a request: `space_icon_1` … `space_icon_15`; empty is icon 1 (the spec's empty-value rule). */
export const spaceIconSchema = z
  .union([
    z.literal(''),
    z.string().regex(/^space_icon_([1-9]|1[0-5])$/, 'must be space_icon_1 … space_icon_15'),
  ])
  .transform((icon) => (icon === '' ? defaultSpaceIcon : icon));

/** A space colour in a request: `0xAARRGGBB` or `#RRGGBB`; empty is the default colour. */
export const spaceIconColorSchema = z
  .union([
    z.literal(''),
    z.string().regex(/^(0x[0-9A-Fa-f]{8}|#[0-9A-Fa-f]{6})$/, 'must be 0xAARRGGBB or #RRGGBB'),
  ])
  .transform((color) => (color === '' ? defaultSpaceIconColor : color));

/** What a space keeps in `extra` besides its permission (a column on the server). */
export const spaceSettingsSchema = z.object({
  space_icon: z.string(),
  space_icon_color: z.string(),
  /** Unix milliseconds, as AppFlowy writes it. */
  space_created_at: z.number(),
});
export type SpaceSettings = z.infer<typeof spaceSettingsSchema>;

/**
 * A view's `extra` in every answer: a JSON object (AppFlowy's folder answers carry an object, and AppFlowy Web
 * reads it as one). Spaces carry `is_space: true` and their space settings, pages `is_space: false` and their
 * page settings; one flat object rather than a union so that readers can ask any view for any key.
 */
export const viewExtraSchema = z.strictObject({
  is_space: z.boolean(),
  space_icon: z.string().optional(),
  space_icon_color: z.string().optional(),
  space_permission: spacePermissionSchema.optional(),
  space_created_at: z.number().optional(),
  ...pageExtraSchema.shape,
});
export type ViewExtra = z.infer<typeof viewExtraSchema>;

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
export type IconValue = z.infer<typeof iconValueSchema>;

export const ViewIconType = { Emoji: 0, Url: 1, Icon: 2 } as const;
export type ViewIconType = (typeof ViewIconType)[keyof typeof ViewIconType];

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
