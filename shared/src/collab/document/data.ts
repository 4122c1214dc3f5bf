import * as Y from 'yjs';
import { readBoolean, readNumber } from './numbers.js';

/**
 * A block's data: AppFlowy stores it as a JSON string in the block's `data` key, with per-type keys
 * (heading `level`, todo `checked`, toggle `collapsed`/`level`, code `language`, image `url`…), common
 * ones (`bgColor`, `font_color`, `align`) and, in older documents, the text itself as `delta`. Every key
 * is kept, known or not.
 */
export type BlockData = Record<string, unknown>;

/** The data as stored: a JSON string (AppFlowy), or an object (JSON snapshots, other writers). */
export function parseBlockData(raw: unknown): BlockData {
  if (typeof raw === 'string') {
    if (raw === '') return {};
    try {
      const parsed: unknown = JSON.parse(raw);
      return isRecord(parsed) ? parsed : {};
    } catch {
      return {};
    }
  }
  if (raw instanceof Y.Map) return (raw as Y.Map<unknown>).toJSON();
  return isRecord(raw) ? { ...raw } : {};
}

export function serializeBlockData(data: BlockData): string {
  return JSON.stringify(data, (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value));
}

function isRecord(value: unknown): value is BlockData {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A heading's or toggle heading's level (1 is the highest); undefined for a block without one. */
export function levelOf(data: BlockData): number | undefined {
  const level = readNumber(data.level);
  return level !== undefined && level > 0 ? level : undefined;
}

export function isCollapsed(data: BlockData): boolean {
  return readBoolean(data.collapsed) ?? false;
}

export function isChecked(data: BlockData): boolean {
  return readBoolean(data.checked) ?? false;
}

/**
 * Keys that belong to one type's meaning: a block changing type drops them so the new type does not
 * inherit them (a paragraph keeping `level` would stop a toggle heading above it). Colours, alignment
 * and unknown keys stay.
 */
export const typeSpecificDataKeys: ReadonlySet<string> = new Set([
  'level',
  'checked',
  'collapsed',
  'language',
  'icon',
  'icon_type',
  'formula',
  'url',
  'width',
  'height',
  'image_type',
  'view_id',
  'parent_id',
  'view_ids',
  'database_id',
  'depth',
  'number',
]);
