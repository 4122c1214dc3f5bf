import { shortId } from '../../ids.js';
import { cellText } from '../cells.js';
import { FieldType, isFieldType, arrayOf, parseJson, recordOf, stringOf } from '../fieldTypes.js';
import { secondsOf } from '../format.js';
import type { CellModel, DatabaseField, RowModel } from '../model.js';
import type { CellInput } from './cells.js';

// AppFlowy's cell conversions when a field changes type: a cell is read as the old field shows it and written as
// the new type stores it. Selects match options by name (the caller first makes the missing ones with
// `conversionOptionNames` + `ensureSelectOptions`). A cell that has no meaning in the new type converts to null
// (the caller clears it); a cell of the same type keeps its data.

const textTypes: readonly number[] = [
  FieldType.RichText,
  FieldType.URL,
  FieldType.Summary,
  FieldType.Translate,
];

function asRow(field: DatabaseField, cell: CellModel): RowModel {
  return {
    id: '',
    databaseId: undefined,
    createdAt: 0,
    lastModified: 0,
    icon: undefined,
    cells: { [field.id]: cell },
  };
}

/** The cell as one line of text, as the old field shows it; select names and checklist items kept apart. */
function partsOf(field: DatabaseField, cell: CellModel): string[] {
  const data = Array.isArray(cell.data) ? cell.data.join(',') : cell.data;
  if (field.type === FieldType.SingleSelect || field.type === FieldType.MultiSelect) {
    return data
      .split(',')
      .map((id) => field.options.find((option) => option.id === id.trim())?.name)
      .filter((name): name is string => name !== undefined && name !== '');
  }
  if (field.type === FieldType.Checklist) {
    return arrayOf(recordOf(parseJson(data)).options)
      .map((option) => stringOf(recordOf(option).name))
      .filter((name) => name !== '');
  }
  if (textTypes.includes(field.type) || !isFieldType(field.type)) {
    return data
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
  }
  const text = cellText(field, asRow(field, cell)).trim();
  return text === '' ? [] : [text];
}

function textOf(field: DatabaseField, cell: CellModel): string {
  if (field.type === FieldType.Number || field.type === FieldType.Time)
    return Array.isArray(cell.data) ? '' : cell.data;
  if (
    field.type === FieldType.SingleSelect ||
    field.type === FieldType.MultiSelect ||
    field.type === FieldType.Checklist
  ) {
    return partsOf(field, cell).join(',');
  }
  if (textTypes.includes(field.type)) return Array.isArray(cell.data) ? cell.data.join(',') : cell.data;
  return cellText(field, asRow(field, cell));
}

/** A number in text written by a person: '$1,234.50' → '1234.5'; undefined when there is none. */
export function numberFromText(text: string): string | undefined {
  const cleaned = text.replace(/[^\d.eE+-]/g, '');
  const value = secondsOf(cleaned);
  return value === undefined || cleaned === '' ? undefined : String(value);
}

/** Unix seconds from digits or a date a person wrote ('2024-05-25', 'May 25, 2024'). */
export function secondsFromText(text: string): string | undefined {
  const trimmed = text.trim();
  if (/^-?\d+$/.test(trimmed)) return trimmed;
  const parsed = Date.parse(trimmed);
  return Number.isFinite(parsed) ? String(Math.floor(parsed / 1000)) : undefined;
}

function checkboxFromText(text: string): string | undefined {
  const value = text.trim().toLowerCase();
  if (value === '') return undefined;
  return ['yes', 'true', '1', 'checked', 'x', '✓'].includes(value) ? 'Yes' : 'No';
}

/** The option names the target select field needs for these cells (those it lacks), in first-seen order. */
export function conversionOptionNames(
  from: DatabaseField,
  to: DatabaseField,
  cells: readonly (CellModel | undefined)[],
): string[] {
  const have = new Set(to.options.map((option) => option.name));
  const names: string[] = [];
  for (const cell of cells) {
    if (cell === undefined) continue;
    const parts = to.type === FieldType.SingleSelect ? partsOf(from, cell).slice(0, 1) : partsOf(from, cell);
    for (const name of parts) if (!have.has(name) && !names.includes(name)) names.push(name);
  }
  return names;
}

function toSelect(from: DatabaseField, to: DatabaseField, cell: CellModel): string[] {
  const ids = partsOf(from, cell)
    .map((name) => to.options.find((option) => option.name === name)?.id)
    .filter((id): id is string => id !== undefined);
  return to.type === FieldType.SingleSelect ? ids.slice(0, 1) : [...new Set(ids)];
}

/** The cell converted for the field's new type, or null when it is empty there. */
export function convertCell(
  from: DatabaseField,
  to: DatabaseField,
  cell: CellModel | undefined,
): CellInput | null {
  if (cell === undefined || !isFieldType(to.type)) return null;
  if (from.type === to.type) {
    return {
      type: to.type,
      data: cell.data,
      endTimestamp: cell.endTimestamp,
      includeTime: cell.includeTime,
      isRange: cell.isRange,
    };
  }
  const type = to.type;
  const text = textOf(from, cell).trim();
  switch (type) {
    case FieldType.RichText:
    case FieldType.URL:
    case FieldType.Summary:
    case FieldType.Translate:
    case FieldType.Person:
    case FieldType.Rollup:
    case FieldType.CreatedBy:
    case FieldType.LastEditedBy:
      return text === '' ? null : { type, data: text };
    case FieldType.Number:
    case FieldType.Time: {
      const number = numberFromText(text);
      return number === undefined ? null : { type, data: number };
    }
    case FieldType.DateTime: {
      const raw = Array.isArray(cell.data) ? '' : cell.data;
      const seconds =
        from.type === FieldType.Number || from.type === FieldType.Time
          ? secondsFromText(raw)
          : secondsFromText(text);
      return seconds === undefined
        ? null
        : { type, data: seconds, includeTime: false, isRange: false, endTimestamp: '' };
    }
    case FieldType.Checkbox: {
      const checked = checkboxFromText(text);
      return checked === undefined ? null : { type, data: checked };
    }
    case FieldType.SingleSelect:
    case FieldType.MultiSelect: {
      const ids = toSelect(from, to, cell);
      return ids.length === 0 ? null : { type, data: ids.join(',') };
    }
    case FieldType.Checklist: {
      const names = partsOf(from, cell);
      if (names.length === 0) return null;
      const options = names.map((name) => ({ id: shortId(4), name, color: 'Purple' }));
      return { type, data: JSON.stringify({ options, selected_option_ids: [] }) };
    }
    case FieldType.Relation:
    case FieldType.Media:
    case FieldType.CreatedTime:
    case FieldType.LastEditedTime:
      return null;
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}
