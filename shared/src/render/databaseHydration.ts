import type { CalendarMonth } from './database/calendarGrid.js';

/**
 * What the server rendered a published database's view with, besides the database itself (which the publish
 * remote reads from the blob): the view asked for, the page's own view and the calendar's fallback month. It
 * travels as this attribute on the element whose children are the rendered view, so that the remote hydrates
 * them with exactly the same props. Links were `?v=` / `?r=` and the labels the defaults.
 */
export const databaseHydrationAttribute = 'data-quire-database';

export interface DatabaseHydration {
  viewId: string | undefined;
  defaultViewId: string;
  fallbackMonth: CalendarMonth;
}

/** The attribute's text. */
export function serializeDatabaseHydration(value: DatabaseHydration): string {
  return JSON.stringify({ ...value, viewId: value.viewId ?? null });
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
  const { year, month } = value.fallbackMonth;
  if (typeof defaultViewId !== 'string' || (viewId !== null && typeof viewId !== 'string')) return undefined;
  if (!Number.isInteger(year) || !Number.isInteger(month)) return undefined;
  return {
    viewId: viewId ?? undefined,
    defaultViewId,
    fallbackMonth: { year: year as number, month: month as number },
  };
}
