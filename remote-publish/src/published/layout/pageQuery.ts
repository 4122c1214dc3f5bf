import { isThemeMode, type ThemeMode } from '@quire/shared';
import { createContext, useContext } from 'react';

/** The query parameters of a published page (spec 000 §2), read once per address. */
export interface PageQuery {
  /** template=true: no top bar, no drawer, no comments (PUB-02, PUB-03). */
  template: boolean;
  /** thumbnail=true together with template=true: a small, non-interactive preview (PUB-04, PUB-05). */
  thumbnail: boolean;
  /** blockId: the block to scroll to and highlight (PUB-06). */
  blockId: string | undefined;
  /** v: the database view to show; undefined means the page's own view (PUB-07). */
  databaseViewId: string | undefined;
  /** r: the row whose detail is open (grid, board, calendar) (PUB-08, PUB-09). */
  rowId: string | undefined;
  /** theme=light|dark: forces the theme for this page view (PUB-10). */
  theme: ThemeMode | null;
}

// Ids are 8 (blocks), 21 or 36 characters (uuids): anything longer or of other characters is not one of ours.
const idShape = /^[A-Za-z0-9_-]{1,64}$/;

function id(search: URLSearchParams, name: string): string | undefined {
  const value = search.get(name);
  return value !== null && idShape.test(value) ? value : undefined;
}

export function readPageQuery(search: URLSearchParams): PageQuery {
  const template = search.get('template') === 'true';
  const theme = search.get('theme');
  return {
    template,
    thumbnail: template && search.get('thumbnail') === 'true',
    blockId: id(search, 'blockId'),
    databaseViewId: id(search, 'v'),
    rowId: id(search, 'r'),
    theme: isThemeMode(theme) ? theme : null,
  };
}

export const PageQueryContext = createContext<PageQuery>(readPageQuery(new URLSearchParams()));

/**
 * The page's query parameters, for what the published page mounts inside it (the comments read `template`,
 * the database body `databaseViewId` and `rowId`).
 */
export function usePageQuery(): PageQuery {
  return useContext(PageQueryContext);
}
