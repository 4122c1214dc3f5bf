import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  FALLBACK_LOCALE,
  lookUpTranslation,
  publishedDatabaseLabels,
  publishedDocumentLabels,
  type DatabaseLabels,
  type LabelTranslator,
  type RenderLabels,
  type SupportedLocale,
} from '@quire/shared/render';

/** The words of the frame the server draws, in the reader's language (issue 11). */
export interface FrameLabels {
  untitled: string;
  poweredBy: string;
  openSidebar: string;
  closeSidebar: string;
  breadcrumb: string;
  openApp: string;
  outline: string;
}

/** The keys the publish remote translates the same words with, and their English defaults (the remote's). */
const keys: Record<keyof FrameLabels, readonly [string, string]> = {
  untitled: ['publish.untitled', 'Untitled'],
  poweredBy: ['publish.poweredBy', 'Powered by'],
  openSidebar: ['publish.drawer.open', 'Open the sidebar'],
  closeSidebar: ['publish.drawer.close', 'Close the sidebar'],
  breadcrumb: ['publish.breadcrumb.label', 'Breadcrumb'],
  openApp: ['publish.openApp', 'Open Quire'],
  outline: ['publish.outline', 'Published pages'],
};

/**
 * Every word the server draws on a published page in the reader's language: the frame's, the document
 * renderer's and the database views' (shared's `publishedDocumentLabels` / `publishedDatabaseLabels`, the
 * keys the publish remote translates them with), so the take-over changes no text.
 */
export interface ReaderLabels extends FrameLabels {
  document: RenderLabels;
  database: DatabaseLabels;
}

/** The labels built from a translator (the remote's key tables). */
function readerLabels(t: LabelTranslator): ReaderLabels {
  const frame = Object.fromEntries(
    Object.entries(keys).map(([name, [key, fallback]]) => [name, t(key, fallback)]),
  ) as unknown as FrameLabels;
  return { ...frame, document: publishedDocumentLabels(t), database: publishedDatabaseLabels(t) };
}

export const englishFrameLabels: ReaderLabels = readerLabels((_key, fallback, values) =>
  interpolate(fallback, values),
);

/** The labels for a language; the same object while the files it was read from are unchanged. */
export type FrameLabelsOf = (language: SupportedLocale) => Promise<ReaderLabels>;

export const englishLabelsOnly: FrameLabelsOf = () => Promise.resolve(englishFrameLabels);

/** How long a read of a locale file is trusted before its modification time is looked at again. */
const recheckMs = 2_000;
/** The shipped files are tens of KB: anything far larger is not ours. */
const maxFileBytes = 4 * 1024 * 1024;

type Tree = Record<string, unknown>;

/**
 * Reads the page's labels (the frame's, the document's, the database's) from the locale files the browser is
 * served (`shared/locales/{lng}/translation.json` in the web root, the files the publish remote translates
 * with), a label missing in the language taken from en's file, then from the defaults (the remote's): as the
 * remote's translator falls back, `{{name}}` filled in as it does. A file is re-read when it
 * changes, so a new release is picked up without a restart; a missing or broken one counts as empty.
 */
export function frameLabelsIn(webRoot: string): FrameLabelsOf {
  const files = new Map<SupportedLocale, { mtimeMs: number; checkedAt: number; tree: Tree | null }>();
  const built = new Map<SupportedLocale, { english: Tree | null; own: Tree | null; labels: ReaderLabels }>();

  const treeOf = async (language: SupportedLocale): Promise<Tree | null> => {
    const now = Date.now();
    const known = files.get(language);
    if (known !== undefined && now - known.checkedAt < recheckMs) return known.tree;
    const file = join(webRoot, 'shared', 'locales', language, 'translation.json');
    let entry = { mtimeMs: 0, checkedAt: now, tree: null as Tree | null };
    try {
      const info = await stat(file);
      entry =
        known?.mtimeMs === info.mtimeMs
          ? { ...known, checkedAt: now }
          : {
              mtimeMs: info.mtimeMs,
              checkedAt: now,
              tree: info.size > maxFileBytes ? null : parse(await readFile(file, 'utf8')),
            };
    } catch {
      // No such file: the defaults.
    }
    files.set(language, entry);
    return entry.tree;
  };

  return async (language) => {
    const english = await treeOf(FALLBACK_LOCALE);
    const own = language === FALLBACK_LOCALE ? english : await treeOf(language);
    const last = built.get(language);
    if (last !== undefined && last.english === english && last.own === own) return last.labels;
    const labels = readerLabels((key, fallback, values) =>
      interpolate(
        lookUpTranslation(own, key.split('.')) ?? lookUpTranslation(english, key.split('.')) ?? fallback,
        values,
      ),
    );
    built.set(language, { english, own, labels });
    return labels;
  };
}

function parse(text: string): Tree | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Tree) : null;
  } catch {
    return null;
  }
}

/**
 * `{{name}}` (also `{{- name}}`, `{{name, format}}`) replaced by `values[name]` in one pass, as the remote's
 * translator does; a name without a value stays as written.
 */
function interpolate(text: string, values: Record<string, string> | undefined): string {
  if (values === undefined) return text;
  return text.replace(/\{\{-?\s*([^{}]+?)\s*\}\}/g, (match, inner: string) => {
    const name = (inner.split(',')[0] ?? '').trim();
    return Object.hasOwn(values, name) ? (values[name] ?? '') : match;
  });
}
