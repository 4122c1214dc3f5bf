import {
  FieldType,
  formatNumber,
  isFieldType,
  type DatabaseField,
  type RowModel,
} from '@quire/shared/collab';
import type { DatabaseRowDetail } from '@quire/shared/contract';
import { exhaustive } from '@quire/shared/errors';
import { uniqueFieldNames } from '../models/databaseFieldNames.js';

/**
 * AppFlowy's AFDatabaseRowDetail: every field's cell keyed by the field's unique name, each value in the JSON
 * AppFlowy's `json_cell` gives it (select options by name, checkboxes as booleans, dates as an object of RFC 3339
 * and pretty forms, numbers formatted, …). Relation fields are left out, as AppFlowy leaves them out.
 */
export function presentRowDetail(
  fields: readonly DatabaseField[],
  detail: { row: RowModel; hasDocument: boolean; document: string | null },
): DatabaseRowDetail {
  const shown = fields.filter((field) => field.type !== FieldType.Relation);
  const names = uniqueFieldNames(shown);
  const cells: Record<string, unknown> = {};
  for (const field of shown) cells[names.get(field.id) ?? field.name] = cellJson(field, detail.row);
  return { id: detail.row.id, cells, has_doc: detail.hasDocument, doc: detail.document };
}

function cellJson(field: DatabaseField, row: RowModel): unknown {
  const cell = row.cells[field.id];
  const data = cell === undefined || Array.isArray(cell.data) ? undefined : cell.data;
  const type = field.type;
  if (!isFieldType(type)) return data ?? null;
  switch (type) {
    case FieldType.RichText:
    case FieldType.Translate:
    case FieldType.Summary:
    case FieldType.URL:
      return data ?? '';
    case FieldType.Number:
      return formatNumber(data ?? '', field.typeOption);
    case FieldType.Checkbox:
      return data !== undefined && ['yes', 'true', '1'].includes(data.trim().toLowerCase());
    case FieldType.SingleSelect: {
      if (data === undefined) return null;
      return field.options.find((option) => option.id === data.split(',')[0])?.name ?? '';
    }
    case FieldType.MultiSelect: {
      const ids = (data ?? '').split(',').filter((id) => id !== '');
      return ids.flatMap((id) =>
        field.options.filter((option) => option.id === id).map((option) => option.name),
      );
    }
    case FieldType.DateTime:
      return dateJson(data, cell?.endTimestamp, stringOption(field.typeOption.timezone_id));
    case FieldType.CreatedTime:
    case FieldType.LastEditedTime: {
      const seconds =
        data !== undefined && data !== ''
          ? Number(data)
          : type === FieldType.CreatedTime
            ? row.createdAt
            : row.lastModified;
      return Number.isFinite(seconds) && seconds !== 0 ? rfc3339(seconds, '').text : '';
    }
    case FieldType.Time: {
      const seconds = data === undefined || data.trim() === '' ? NaN : Number(data);
      return Number.isFinite(seconds) ? seconds : null;
    }
    case FieldType.Checklist: {
      const parsed = parsedRecord(data);
      return {
        options: Array.isArray(parsed.options) ? parsed.options : [],
        selected_option_ids: Array.isArray(parsed.selected_option_ids) ? parsed.selected_option_ids : [],
      };
    }
    case FieldType.Media: {
      if (data === undefined) return null;
      const parsed = parsedJson(data);
      return Array.isArray(parsed) ? { files: parsed } : { files: [], ...parsedRecord(data) };
    }
    case FieldType.Relation:
      return { row_ids: cell !== undefined && Array.isArray(cell.data) ? cell.data : [] };
    case FieldType.Person:
    case FieldType.Rollup:
    case FieldType.CreatedBy:
    case FieldType.LastEditedBy:
      return data ?? null;
    default:
      return exhaustive(type);
  }
}

const stringOption = (value: unknown): string => (typeof value === 'string' ? value : '');

/** AppFlowy's date cell JSON: start and end in RFC 3339 and pretty forms, in the field's time zone (else UTC). */
function dateJson(
  start: string | undefined,
  end: string | undefined,
  timeZone: string,
): Record<string, unknown> {
  const at = (text: string | undefined) => {
    const seconds = text === undefined || text.trim() === '' ? NaN : Number(text);
    return Number.isFinite(seconds) ? rfc3339(seconds, timeZone) : undefined;
  };
  const from = at(start);
  const to = at(end);
  return {
    start: from?.text ?? null,
    end: to?.text ?? null,
    timezone: from?.zone ?? (zoneKnown(timeZone) ? timeZone : 'UTC'),
    pretty_start_datetime: from === undefined ? null : `${from.date} ${from.time} ${from.zone}`,
    pretty_start_date: from?.date ?? null,
    pretty_start_time: from?.time ?? null,
    pretty_end_datetime: to === undefined ? null : `${to.date} ${to.time} ${to.zone}`,
    pretty_end_date: to?.date ?? null,
    pretty_end_time: to?.time ?? null,
  };
}

function zoneKnown(timeZone: string): boolean {
  if (timeZone === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Unix seconds as RFC 3339 with the zone's offset (`+00:00` for UTC, as chrono writes it), and its parts. */
function rfc3339(
  seconds: number,
  timeZone: string,
): { text: string; date: string; time: string; zone: string } {
  const zone = zoneKnown(timeZone) ? timeZone : 'UTC';
  const instant = new Date(seconds * 1000);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (name: string) => Number(parts.find((entry) => entry.type === name)?.value ?? 0);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const offsetMinutes = Math.round((local - Math.floor(seconds) * 1000) / 60000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  const date = `${String(part('year')).padStart(4, '0')}-${pad(part('month'))}-${pad(part('day'))}`;
  const time = `${pad(part('hour'))}:${pad(part('minute'))}:${pad(part('second'))}`;
  return { text: `${date}T${time}${offset}`, date, time, zone };
}

function parsedJson(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function parsedRecord(text: string | undefined): Record<string, unknown> {
  const value = parsedJson(text);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
