import * as Y from 'yjs';
import { shortId } from '../../ids.js';
import { FieldType } from '../fieldTypes.js';
import type { SelectOption } from '../model.js';
import { selectOptionsOf } from '../read.js';
import { checkName, fieldMap, invalid } from './doc.js';
import { typeOptionMap } from './fields.js';
import { databaseWriteLimits } from './limits.js';
import { selectOptionColors } from './typeOptions.js';

// A select field's options live in one JSON string (`type_option[ty].content`), AppFlowy's format: two people
// editing the options of the same field at once converge on one of their lists (the later write), while edits
// of different fields, and of cells, merge.

function selectType(doc: Y.Doc, fieldId: string): number {
  const ty = Number(fieldMap(doc, fieldId).get('ty') ?? -1);
  if (ty !== FieldType.SingleSelect && ty !== FieldType.MultiSelect)
    throw invalid('The field is not a select field');
  return ty;
}

function editOptions(
  doc: Y.Doc,
  fieldId: string,
  edit: (options: SelectOption[], raw: Record<string, unknown>) => SelectOption[],
): void {
  doc.transact(() => {
    const map = typeOptionMap(doc, fieldId, selectType(doc, fieldId));
    const content: unknown = map.get('content');
    let raw: Record<string, unknown> = {};
    try {
      const parsed: unknown = typeof content === 'string' && content !== '' ? JSON.parse(content) : {};
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        raw = parsed as Record<string, unknown>;
    } catch {
      raw = {};
    }
    const next = edit(selectOptionsOf(raw), raw);
    // Keys of the JSON other than `options` (disable_color…) are kept.
    map.set('content', JSON.stringify({ disable_color: false, ...raw, options: next }));
  });
}

/** A 4-character id like AppFlowy's, not yet used by the field's options. */
function freshOptionId(options: readonly SelectOption[]): string {
  let id = shortId(4);
  while (options.some((option) => option.id === id)) id = shortId(4);
  return id;
}

function checkColor(color: string): string {
  if (color.length > 40) throw invalid('Unknown colour');
  return color;
}

export function addSelectOption(
  doc: Y.Doc,
  fieldId: string,
  params: { name: string; color?: string },
): SelectOption {
  const name = checkName(params.name, 'An option name').trim();
  if (name === '') throw invalid('An option needs a name');
  if (params.color !== undefined) checkColor(params.color);
  let added: SelectOption | undefined;
  editOptions(doc, fieldId, (options) => {
    if (options.length >= databaseWriteLimits.optionsPerSelectField) {
      throw invalid(`A select field holds at most ${databaseWriteLimits.optionsPerSelectField} options`);
    }
    const color = checkColor(
      params.color ?? selectOptionColors[options.length % selectOptionColors.length] ?? 'Purple',
    );
    added = { id: freshOptionId(options), name, color };
    return [...options, added];
  });
  if (added === undefined) throw invalid('The option was not added');
  return added;
}

export function updateSelectOption(
  doc: Y.Doc,
  fieldId: string,
  optionId: string,
  patch: { name?: string; color?: string },
): void {
  if (patch.name !== undefined) checkName(patch.name, 'An option name');
  if (patch.color !== undefined) checkColor(patch.color);
  editOptions(doc, fieldId, (options) => {
    if (!options.some((option) => option.id === optionId)) throw invalid(`No option ${optionId}`);
    return options.map((option) =>
      option.id === optionId
        ? { ...option, name: patch.name ?? option.name, color: patch.color ?? option.color }
        : option,
    );
  });
}

/** Deletes an option; cells naming it read as without it (AppFlowy leaves them too). */
export function deleteSelectOption(doc: Y.Doc, fieldId: string, optionId: string): void {
  editOptions(doc, fieldId, (options) => options.filter((option) => option.id !== optionId));
}

export function moveSelectOption(doc: Y.Doc, fieldId: string, optionId: string, toIndex: number): void {
  editOptions(doc, fieldId, (options) => {
    const option = options.find((entry) => entry.id === optionId);
    if (option === undefined) throw invalid(`No option ${optionId}`);
    const rest = options.filter((entry) => entry.id !== optionId);
    rest.splice(Math.max(0, Math.min(rest.length, Math.trunc(toIndex))), 0, option);
    return rest;
  });
}

/** Adds the options named that the field lacks (one transaction); returns the field's options after. */
export function ensureSelectOptions(doc: Y.Doc, fieldId: string, names: readonly string[]): SelectOption[] {
  let result: SelectOption[] = [];
  editOptions(doc, fieldId, (options) => {
    const next = [...options];
    for (const raw of names) {
      const name = checkName(raw, 'An option name').trim();
      if (name === '' || next.some((option) => option.name === name)) continue;
      if (next.length >= databaseWriteLimits.optionsPerSelectField) {
        throw invalid(`A select field holds at most ${databaseWriteLimits.optionsPerSelectField} options`);
      }
      next.push({
        id: freshOptionId(next),
        name,
        color: selectOptionColors[next.length % selectOptionColors.length] ?? 'Purple',
      });
    }
    result = next;
    return next;
  });
  return result;
}
