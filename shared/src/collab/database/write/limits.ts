import { databaseLimits } from '../read.js';

/**
 * What one database may hold. The writes refuse to go past these (AppError 'InvalidRequest'); the server
 * enforces them too. The reader's bounds (`databaseLimits`) are the same numbers, so nothing a write accepts
 * is dropped by a reader.
 */
export const databaseWriteLimits = {
  rowsPerDatabase: databaseLimits.rowsPerView,
  fields: databaseLimits.fields,
  views: databaseLimits.views,
  optionsPerSelectField: databaseLimits.options,
  /** Characters of one cell's data (a checklist's or media list's JSON included). */
  cellChars: 65_536,
  /** Characters of a field, view, option or checklist item name. */
  nameChars: 1_000,
  filtersPerView: 100,
  sortsPerView: 20,
  /** Characters of a filter's content. */
  filterContentChars: 10_000,
  /** Items of a relation cell. */
  relatedRows: 1_000,
} as const;
