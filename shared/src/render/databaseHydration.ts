import type { CalendarMonth } from './database/calendarGrid.js';
import { defaultDatabaseLabels, type DatabaseLabels } from './database/labels.js';
import { parseLabels } from './publishedLabels.js';

/**
 * What the server rendered a published database's view — or, for `?r=`, one of its rows as a page (shared's
 * `RowPage`), or the note that the row is not part of the page (`RowMissing`) — with, besides the database itself (which the publish remote reads from the blob): the view
 * asked for, the page's own view, the calendar's fallback month and the row. It travels as this attribute on
 * the element whose children are the rendered view or row, so that the remote hydrates them with exactly the
 * same props. Links were `plainDatabaseLinks`; the labels, in the reader's language, travel with them.
 */
export const databaseHydrationAttribute = 'data-quire-database';

export interface DatabaseHydration {
  viewId: string | undefined;
  defaultViewId: string;
  fallbackMonth: CalendarMonth;
  /** The row drawn as a page (`RowPage`, its document when the copy holds one); undefined: the view. */
  rowId?: string | undefined;
  /**
   * `?r=` named a row the page cannot open: `RowMissing` was drawn in place of the view (the id itself is not
   * repeated here, nor anything of the row).
   */
  rowMissing?: boolean | undefined;
  /**
   * The labels the server drew with (shared's `publishedDatabaseLabels` in the reader's language); absent:
   * the defaults. The remote hydrates with these, then draws its own translation (the same words).
   */
  labels?: Partial<DatabaseLabels> | undefined;
}

/** The addresses in the server's drawing: plain query strings, which work without JavaScript. */
export const plainDatabaseLinks = {
  view: (viewId: string): string => `?v=${encodeURIComponent(viewId)}`,
  row: (rowId: string): string => `?r=${encodeURIComponent(rowId)}`,
  /** A row page's way back: the view it was opened on (`?v=`), else the page's own. */
  back: (viewId: string | undefined): string =>
    viewId === undefined ? '?' : `?v=${encodeURIComponent(viewId)}`,
};

/** The attribute's text. */
export function serializeDatabaseHydration(value: DatabaseHydration): string {
  const { rowMissing, labels, ...rest } = value;
  return JSON.stringify({
    ...rest,
    viewId: value.viewId ?? null,
    rowId: value.rowId ?? null,
    ...(rowMissing === true ? { rowMissing: true } : {}),
    ...(labels === undefined ? {} : { labels }),
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The attribute read back, or undefined when it is absent or malformed (the remote then draws afresh). */
export function parseDatabaseHydration(text: string | null): DatabaseHydration | undefined {
  if (text === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || !isRecord(value.fallbackMonth)) return undefined;
  const { viewId, defaultViewId } = value;
  const rowId = value.rowId ?? null;
  const { year, month } = value.fallbackMonth;
  if (typeof defaultViewId !== 'string' || (viewId !== null && typeof viewId !== 'string')) return undefined;
  if (rowId !== null && typeof rowId !== 'string') return undefined;
  const rowMissing = value.rowMissing ?? false;
  if (typeof rowMissing !== 'boolean' || (rowMissing && rowId !== null)) return undefined;
  if (!Number.isInteger(year) || !Number.isInteger(month)) return undefined;
  const labels = value.labels === undefined ? undefined : parseLabels(value.labels, defaultDatabaseLabels);
  if (value.labels !== undefined && labels === undefined) return undefined;
  return {
    viewId: viewId ?? undefined,
    defaultViewId,
    fallbackMonth: { year: year as number, month: month as number },
    ...(rowId === null ? {} : { rowId }),
    ...(rowMissing ? { rowMissing } : {}),
    ...(labels === undefined ? {} : { labels }),
  };
}
