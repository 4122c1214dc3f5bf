import { rowMetaKey } from '@quire/shared/collab';
import { coverStyle, type CoverStyle } from '@quire/shared/render';
import * as Y from 'yjs';

/** AppFlowy's RowCoverType: what a row cover's `data` is. */
const RowCoverType = { Color: 0, File: 1, Asset: 2, Gradient: 3 } as const;

/**
 * How a row's cover is drawn (null without one, or one that cannot be drawn safely). The row model does not
 * carry the cover yet, so it is read from the row doc's meta (`cover_id`: JSON `{data, cover_type, offset}`);
 * drawn through the render package's one cover mapping, as page covers are.
 */
export function rowCoverStyle(doc: Y.Doc | undefined, rowId: string): CoverStyle | null {
  const key = rowMetaKey(rowId, 'cover_id');
  const meta = doc?.getMap('data').get('meta');
  if (key === undefined || !(meta instanceof Y.Map)) return null;
  const raw: unknown = meta.get(key);
  if (typeof raw !== 'string' || raw.length > 10_000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { data, cover_type: coverType } = parsed as { data?: unknown; cover_type?: unknown };
  if (typeof data !== 'string' || data === '') return null;
  switch (Number(coverType)) {
    case RowCoverType.Color:
      return coverStyle({ type: 'color', value: data });
    case RowCoverType.File:
      return coverStyle({ type: 'custom', value: data });
    case RowCoverType.Asset:
      return coverStyle({ type: 'built_in', value: data });
    case RowCoverType.Gradient:
      return coverStyle({ type: 'gradient', value: data });
    default:
      return null;
  }
}
