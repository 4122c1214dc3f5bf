import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** One icon as `/af_icons/icons.json` lists it: AppFlowy's shape (id, name, content, keywords). */
export interface IconEntry {
  id: string;
  name: string;
  content: string;
  keywords: string[];
}

export interface IconSet {
  /** group id → icons, in a stable order. */
  groups: Record<string, IconEntry[]>;
  byId: Map<string, IconEntry>;
}

/**
 * Lucide (ISC licence, lucide-static) has no categories in its package, only tags: icons are grouped by
 * the first rule whose words appear in an icon's name or tags, and the rest go to "other".
 */
const groupRules: readonly (readonly [string, readonly string[]])[] = [
  ['arrows', ['arrow', 'chevron', 'move', 'corner', 'direction']],
  ['text', ['text', 'font', 'letter', 'formatting', 'heading', 'list']],
  ['files', ['file', 'folder', 'document', 'archive', 'clipboard']],
  ['communication', ['message', 'mail', 'phone', 'chat', 'send', 'bell']],
  ['media', ['image', 'video', 'camera', 'music', 'audio', 'play', 'film', 'volume']],
  [
    'devices',
    ['device', 'computer', 'laptop', 'monitor', 'smartphone', 'keyboard', 'mouse', 'printer', 'battery'],
  ],
  ['weather', ['weather', 'cloud', 'sun', 'moon', 'snow', 'rain', 'wind', 'temperature']],
  ['nature', ['nature', 'tree', 'leaf', 'flower', 'plant', 'animal', 'pet', 'bird']],
  ['food', ['food', 'drink', 'fruit', 'kitchen', 'coffee', 'cooking', 'restaurant']],
  ['travel', ['travel', 'transport', 'car', 'plane', 'map', 'location', 'vehicle']],
  ['people', ['user', 'person', 'people', 'account', 'profile']],
  ['business', ['money', 'finance', 'chart', 'graph', 'business', 'shopping', 'payment', 'currency']],
  ['shapes', ['shape', 'square', 'circle', 'triangle', 'hexagon']],
];
export const otherGroup = 'other';

function groupOf(id: string, keywords: readonly string[]): string {
  const words = new Set([
    ...id.split('-'),
    ...keywords.flatMap((keyword) => keyword.toLowerCase().split(/\s+/)),
  ]);
  for (const [group, hints] of groupRules) {
    if (hints.some((hint) => words.has(hint))) return group;
  }
  return otherGroup;
}

function titleOf(id: string): string {
  return id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function lucideDirectory(): string {
  return dirname(createRequire(import.meta.url).resolve('lucide-static/package.json'));
}

export function loadIconSet(directory = lucideDirectory()): IconSet {
  const tags = JSON.parse(readFileSync(join(directory, 'tags.json'), 'utf8')) as Record<string, string[]>;
  const groups: Record<string, IconEntry[]> = {};
  const byId = new Map<string, IconEntry>();
  const files = readdirSync(join(directory, 'icons'))
    .filter((file) => file.endsWith('.svg'))
    .sort();
  for (const file of files) {
    const id = file.slice(0, -'.svg'.length);
    const keywords = tags[id] ?? [];
    // The markup keeps lucide's licence comment, the notice its ISC licence asks copies to carry.
    const entry: IconEntry = {
      id,
      name: titleOf(id),
      content: readFileSync(join(directory, 'icons', file), 'utf8'),
      keywords,
    };
    (groups[groupOf(id, keywords)] ??= []).push(entry);
    byId.set(id, entry);
  }
  return { groups, byId };
}
