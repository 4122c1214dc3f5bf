import * as Y from 'yjs';
import { childArray, viewMap } from './yaccess';

/** AppFlowy's CalculationType numbers. */
export const CalculationType = {
  Average: 0,
  Max: 1,
  Median: 2,
  Min: 3,
  Sum: 4,
  Count: 5,
  CountEmpty: 6,
  CountNonEmpty: 7,
} as const;
export type CalculationType = (typeof CalculationType)[keyof typeof CalculationType];

/** Sets (or with null removes) the calculation a view shows under a field. */
export function setCalculation(
  doc: Y.Doc,
  viewId: string,
  fieldId: string,
  type: CalculationType | null,
): void {
  doc.transact(() => {
    const view = viewMap(doc, viewId);
    if (view === undefined) return;
    const calculations = childArray(view, 'calculations');
    for (let index = calculations.length - 1; index >= 0; index -= 1) {
      const entry = calculations.get(index);
      const json = (entry instanceof Y.Map ? entry.toJSON() : entry) as { field_id?: unknown } | null;
      if (json?.field_id === fieldId) calculations.delete(index, 1);
    }
    if (type === null) return;
    calculations.push([
      new Y.Map<unknown>(
        Object.entries({ id: crypto.randomUUID(), field_id: fieldId, ty: type, calculation_value: '' }),
      ),
    ]);
  });
}

/** The calculations a view shows, by field id (until the model's reader exposes them). */
export function calculationsOf(doc: Y.Doc, viewId: string): Record<string, number> {
  const json = viewMap(doc, viewId)?.toJSON() as { calculations?: unknown } | undefined;
  const found: Record<string, number> = {};
  if (!Array.isArray(json?.calculations)) return found;
  for (const entry of json.calculations as { field_id?: unknown; ty?: unknown }[]) {
    const type = Number(entry.ty);
    if (typeof entry.field_id === 'string' && Number.isInteger(type)) found[entry.field_id] = type;
  }
  return found;
}
