import { defaultDatabaseLabels, type DatabaseLabels } from './database/labels.js';
import type { RenderLabels } from './types.js';

/**
 * A translation of one key, as i18next's `t(key, {defaultValue: fallback, ...values})` answers it: the
 * reader's language, else English, else `fallback`; `{{name}}` replaced by `values[name]`.
 */
export type LabelTranslator = (key: string, fallback: string, values?: Record<string, string>) => string;

const weekdayKeys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const monthKeys = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/**
 * The published page's words for the document renderer, from the locale keys: the publish remote translates
 * them with its i18next and the server with the same locale files, so both draw the same text (issue 11).
 */
export function publishedDocumentLabels(t: LabelTranslator): RenderLabels {
  return {
    untitled: t('publish.untitled', 'Untitled'),
    imageLoadFailed: t('editor.imageLoadFailed', 'The image could not be loaded.'),
    outline: t('publish.tableOfContents', 'Table of contents'),
    openDatabase: t('publish.openDatabase', 'Open'),
    file: t('publish.file', 'File'),
    video: t('publish.video', 'Video'),
    gallery: t('publish.gallery', 'Gallery'),
    previousPicture: t('workspace.editor.gallery.previous', 'Previous picture'),
    nextPicture: t('workspace.editor.gallery.next', 'Next picture'),
    // The renderer puts each thumbnail's number in: the placeholder is kept as it is.
    showPicture: t('workspace.editor.gallery.show', 'Show picture {{number}}', { number: '{{number}}' }),
    // Each locale file names its own language, so dates are written the way its readers write them.
    locale: t('publish.locale', 'en'),
  };
}

/** The database views' words on a published page (see `publishedDocumentLabels`). */
export function publishedDatabaseLabels(t: LabelTranslator): DatabaseLabels {
  return {
    untitled: t('publish.untitled', 'Untitled'),
    // The view puts the field's name in: `{field}` is its placeholder.
    noValue: t('publish.database.noValue', 'No {{field}}', { field: '{field}' }),
    checked: t('publish.database.checked', 'Checked'),
    unchecked: t('publish.database.unchecked', 'Unchecked'),
    noDate: t('publish.database.noDate', 'No date'),
    previousMonth: t('publish.database.previousMonth', 'Previous month'),
    nextMonth: t('publish.database.nextMonth', 'Next month'),
    linkedRow: t('publish.database.linkedRow', 'Linked row'),
    weekdays: weekdayKeys.map((key, i) =>
      t(`publish.database.weekday.${key}`, defaultDatabaseLabels.weekdays[i] ?? ''),
    ),
    months: monthKeys.map((key, i) =>
      t(`publish.database.month.${key}`, defaultDatabaseLabels.months[i] ?? ''),
    ),
    loading: t('publish.loading', 'Loading the page…'),
    chartUnavailable: t('publish.database.chartUnavailable', defaultDatabaseLabels.chartUnavailable),
    backToDatabase: t('publish.database.back', defaultDatabaseLabels.backToDatabase),
    rowNotFound: t('publish.database.rowNotFound', defaultDatabaseLabels.rowNotFound),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const maxLabelLength = 1000;

/**
 * Labels read back from hydration data: only names `defaults` has, each a string (or, for lists, as many
 * strings as the default), at most 1,000 characters; anything else makes the whole undefined (malformed).
 */
export function parseLabels<T extends object>(value: unknown, defaults: T): Partial<T> | undefined {
  if (!isRecord(value)) return undefined;
  const known = defaults as Record<string, unknown>;
  const labels: Record<string, unknown> = {};
  for (const [name, label] of Object.entries(value)) {
    if (!Object.hasOwn(known, name)) return undefined;
    const model = known[name];
    const fits = (text: unknown) => typeof text === 'string' && text.length <= maxLabelLength;
    if (Array.isArray(model)) {
      if (!Array.isArray(label) || label.length !== model.length || !label.every(fits)) return undefined;
    } else if (!fits(label)) return undefined;
    labels[name] = label;
  }
  return labels as Partial<T>;
}
