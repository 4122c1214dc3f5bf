import { api } from '@quire/shared';
import type { EmojiMartData } from '@emoji-mart/data';

// The pickers' catalogues, loaded on first use (the emoji data is ~430 kB, the icon set larger): emoji from
// @emoji-mart/data in its own chunk, the icon set from the server's /af_icons/icons.json.

export interface EmojiChoice {
  native: string;
  name: string;
  keywords: string[];
}

export interface IconChoice {
  groupName: string;
  iconName: string;
  title: string;
  keywords: string[];
}

let emojis: Promise<EmojiChoice[]> | null = null;

export function loadEmojis(): Promise<EmojiChoice[]> {
  emojis ??= import('@emoji-mart/data').then((module) => {
    const data = (module as unknown as { default: EmojiMartData }).default;
    return data.categories.flatMap((category) =>
      category.emojis.flatMap((id) => {
        const emoji = data.emojis[id];
        const native = emoji?.skins[0]?.native;
        return emoji === undefined || native === undefined
          ? []
          : [{ native, name: emoji.name, keywords: emoji.keywords }];
      }),
    );
  });
  return emojis;
}

/**
 * icons.json: `{ <group>: [{ id, name, content, keywords }] }` (AppFlowy's layout). The id names the picture
 * (`/af_icons/<id>.svg`) and goes into a view's icon; the name is the title shown. The SVG `content` is not
 * used: pictures load as images, never as markup in the page.
 */
export function parseIconSet(json: unknown): IconChoice[] {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return [];
  return Object.entries(json as Record<string, unknown>).flatMap(([groupName, entries]) =>
    Array.isArray(entries)
      ? entries.flatMap((entry: unknown) => {
          if (typeof entry !== 'object' || entry === null) return [];
          const { id, name, keywords } = entry as Record<string, unknown>;
          if (typeof id !== 'string' || id === '') return [];
          const words = Array.isArray(keywords)
            ? keywords.filter((k): k is string => typeof k === 'string')
            : [];
          return [{ groupName, iconName: id, title: typeof name === 'string' ? name : id, keywords: words }];
        })
      : [],
  );
}

let icons: Promise<IconChoice[]> | null = null;

/**
 * The icon set, read once: callers while it is on its way share the one request (AST-03). A failure is logged
 * and gives an empty set (AST-04); a later opening tries again.
 */
export function loadIconSet(): Promise<IconChoice[]> {
  icons ??= api
    .get<unknown>('/af_icons/icons.json', { auth: false, responseType: 'json' })
    .then(parseIconSet)
    .catch((error: unknown) => {
      icons = null;
      console.warn('The icon set could not be loaded', error);
      return [];
    });
  return icons;
}

export function matches(query: string, name: string, keywords: readonly string[]): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return name.toLowerCase().includes(needle) || keywords.some((word) => word.toLowerCase().includes(needle));
}
