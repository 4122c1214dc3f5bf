import { FieldType, type CellInput, type CellModel, type DatabaseField } from '@quire/shared/collab';

const DAY = 86_400;

/** Unix seconds of the first moment of a date group (`2024-05-25`, `W2024-05-20`, `2024-05`, `2024`), UTC. */
export function dateGroupStart(groupId: string): number | undefined {
  const day = /^W?(\d{4})-(\d{2})-(\d{2})$/.exec(groupId);
  if (day !== null) return Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])) / 1000;
  const month = /^(\d{4})-(\d{2})$/.exec(groupId);
  if (month !== null) return Date.UTC(Number(month[1]), Number(month[2]) - 1, 1) / 1000;
  const year = /^(\d{4})$/.exec(groupId);
  if (year !== null) return Date.UTC(Number(year[1]), 0, 1) / 1000;
  return undefined;
}

/** Whether a card can be moved into another group of this field (created and edited times are the row's own). */
export function canRegroup(field: DatabaseField | undefined): field is DatabaseField {
  if (field === undefined) return false;
  switch (field.type) {
    case FieldType.SingleSelect:
    case FieldType.MultiSelect:
    case FieldType.Checkbox:
    case FieldType.DateTime:
    case FieldType.URL:
    case FieldType.RichText:
      return true;
    default:
      return false;
  }
}

function textOf(cell: CellModel | undefined): string {
  return cell === undefined || Array.isArray(cell.data) ? '' : cell.data;
}

/**
 * The cell a row gets when its card goes from group `from` to group `to` of the grouping `field`: undefined when
 * nothing is to be written, null when the cell is emptied (the "no value" group, whose id is the field id).
 * A multi-select keeps its other options; a date keeps its time of day and the length of its range.
 */
export function groupCellWrite(
  field: DatabaseField,
  cell: CellModel | undefined,
  from: string,
  to: string,
): CellInput | null | undefined {
  if (from === to || !canRegroup(field)) return undefined;
  if (to === field.id) return null;
  switch (field.type) {
    case FieldType.SingleSelect:
      return { type: FieldType.SingleSelect, data: to };
    case FieldType.MultiSelect: {
      const ids = textOf(cell)
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== '' && id !== from);
      return { type: FieldType.MultiSelect, data: [...new Set([...ids, to])].join(',') };
    }
    case FieldType.Checkbox:
      return { type: FieldType.Checkbox, data: to === 'Yes' ? 'Yes' : 'No' };
    case FieldType.DateTime: {
      const start = dateGroupStart(to);
      if (start === undefined) return undefined;
      const old = Number(textOf(cell));
      const timeOfDay = Number.isFinite(old) && textOf(cell) !== '' ? ((old % DAY) + DAY) % DAY : 0;
      const next = start + timeOfDay;
      const end = Number(cell?.endTimestamp ?? '');
      const ranged = cell?.isRange === true && cell.endTimestamp !== '' && Number.isFinite(end);
      return {
        type: FieldType.DateTime,
        data: String(next),
        includeTime: cell?.includeTime === true,
        isRange: ranged,
        ...(ranged ? { endTimestamp: String(next + (end - old)) } : {}),
      };
    }
    case FieldType.URL:
    case FieldType.RichText:
      return { type: field.type, data: to };
    default:
      return undefined;
  }
}
