import * as Y from 'yjs';
import { shortId } from '../../ids.js';
import { yMap } from '../../yjs.js';
import { isCalculationType, type CalculationType } from '../calculate.js';
import { childArray, fieldMap, invalid, viewMap } from './doc.js';

/**
 * Sets (or with null removes) the calculation of a field in a view's calculation row. The stored value is
 * AppFlowy's cache; Quire's readers compute it again with `calculate`, and the writer may pass it.
 */
export function setCalculation(
  doc: Y.Doc,
  viewId: string,
  fieldId: string,
  type: CalculationType | null,
  value = '',
): void {
  if (type !== null && !isCalculationType(type)) throw invalid('Unknown calculation');
  doc.transact(() => {
    fieldMap(doc, fieldId);
    const calculations = childArray(viewMap(doc, viewId), 'calculations');
    const entries = calculations.toArray();
    const index = entries.findIndex((entry) => entry instanceof Y.Map && entry.get('field_id') === fieldId);
    if (type === null) {
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const entry = entries[i];
        if (entry instanceof Y.Map && entry.get('field_id') === fieldId) calculations.delete(i, 1);
      }
      return;
    }
    const existing = index >= 0 ? entries[index] : undefined;
    if (existing instanceof Y.Map) {
      existing.set('ty', type);
      existing.set('calculation_value', value.slice(0, 1000));
      return;
    }
    calculations.push([
      yMap({ id: shortId(6), field_id: fieldId, ty: type, calculation_value: value.slice(0, 1000) }),
    ]);
  });
}
