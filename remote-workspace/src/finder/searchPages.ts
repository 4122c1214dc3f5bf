import type { FolderView } from '../data';

export interface PageMatch {
  view: FolderView;
  /** The names above it: its space first, its parent last. */
  path: string[];
}

/** Case, accents and width do not matter: "resume" finds "Résumé", "ｎｏｔｅｓ" finds "notes". */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** Every page of the folder (spaces are places, not results), in tree order, with its path. */
export function pagesOf(root: FolderView): PageMatch[] {
  const pages: PageMatch[] = [];
  const walk = (node: FolderView, path: string[]) => {
    for (const child of node.children) {
      if (child.is_space) walk(child, [child.name]);
      else {
        pages.push({ view: child, path });
        walk(child, [...path, child.name]);
      }
    }
  };
  walk(root, []);
  return pages;
}

/** How well a folded name answers the folded query: lower is better, null for no match. */
function rank(name: string, words: string[], whole: string): number | null {
  if (!words.every((word) => name.includes(word))) return null;
  if (name === whole) return 0;
  if (name.startsWith(whole)) return 1;
  if (name.split(/[\s\-_./]+/).some((part) => part.startsWith(words[0] ?? ''))) return 2;
  return 3;
}

export const FINDER_LIMIT = 50;

/**
 * The pages whose names hold every word of `query`, best first (exact, prefix, word start, anywhere; then
 * shorter names, then tree order); an empty query gives the first pages in tree order. Titles only: the
 * folder is what the client has until full-text search lands.
 */
export function searchPages(root: FolderView | null, query: string, limit = FINDER_LIMIT): PageMatch[] {
  if (root === null) return [];
  const pages = pagesOf(root);
  const whole = foldForSearch(query.trim());
  if (whole === '') return pages.slice(0, limit);
  const words = whole.split(/\s+/);
  return pages
    .map((match, order) => {
      const name = foldForSearch(match.view.name);
      return { match, order, name, score: rank(name, words, whole) };
    })
    .filter((entry): entry is typeof entry & { score: number } => entry.score !== null)
    .sort((a, b) => a.score - b.score || a.name.length - b.name.length || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.match);
}
