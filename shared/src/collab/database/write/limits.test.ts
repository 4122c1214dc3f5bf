import * as Y from 'yjs';
import { isAppError } from '../../../errors/app-error.js';
import { DatabaseLayout } from '../../layouts.js';
import { FieldType } from '../fieldTypes.js';
import {
  exchange,
  fieldNamed,
  freshDatabase,
  model,
  now,
  replicas,
  viewId,
} from '../test-utils/writeDocs.js';
import { setCell } from './cells.js';
import { newRowDoc } from './create.js';
import { addField } from './fields.js';
import { databaseWriteLimits } from './limits.js';
import { addSelectOption } from './options.js';
import { insertRowOrder } from './rows.js';
import { addSort } from './sorts.js';
import { addView } from './views.js';

function refused(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isAppError(error)) return `${error.errorName}: ${error.message}`;
    throw error;
  }
  throw new Error('not refused');
}

/** The database's JSON, bigints shown, to prove a refused write changed nothing. */
function state(doc: Y.Doc): string {
  return JSON.stringify(doc.getMap('data').toJSON(), (_k, v: unknown) =>
    typeof v === 'bigint' ? `${v}n` : v,
  );
}

describe('limits: each refused with InvalidRequest, nothing saved lost', () => {
  it('rows per database', () => {
    const { doc } = freshDatabase();
    const order = (doc.getMap('data').get('database') as Y.Map<Y.Map<Y.Map<Y.Array<unknown>>>>)
      .get('views')!
      .get(viewId)!
      .get('row_orders')!;
    const filler = Array.from({ length: databaseWriteLimits.rowsPerDatabase - order.length }, (_, i) => ({
      id: `r${i}`,
      height: 60,
    }));
    order.push(filler);
    const before = state(doc);
    expect(
      refused(() => {
        insertRowOrder(doc, crypto.randomUUID());
      }),
    ).toBe(`InvalidRequest: A database holds at most ${databaseWriteLimits.rowsPerDatabase} rows`);
    expect(state(doc)).toBe(before);
    expect(model(doc).views[0]?.rowOrder).toHaveLength(databaseWriteLimits.rowsPerDatabase);
  });

  it('views, options per select field, sorts per view', () => {
    const { doc } = freshDatabase();
    for (let i = 1; i < databaseWriteLimits.views; i += 1)
      addView(doc, { name: `v${i}`, layout: DatabaseLayout.Grid, now });
    let before = state(doc);
    expect(refused(() => addView(doc, { name: 'one more', layout: DatabaseLayout.Grid, now }))).toMatch(
      /at most 200 views/,
    );
    expect(state(doc)).toBe(before);

    const fresh = freshDatabase().doc;
    const type = fieldNamed(model(fresh), 'Type');
    for (let i = 0; i < databaseWriteLimits.optionsPerSelectField; i += 1)
      addSelectOption(fresh, type, { name: `o${i}` });
    before = state(fresh);
    expect(refused(() => addSelectOption(fresh, type, { name: 'one more' }))).toMatch(/at most 1000 options/);
    expect(state(fresh)).toBe(before);
    expect(refused(() => addSelectOption(fresh, type, { name: 'x', color: 'c'.repeat(100) }))).toMatch(
      /colour/,
    );

    const sorted = freshDatabase().doc;
    for (let i = 0; i < databaseWriteLimits.sortsPerView; i += 1) {
      addSort(sorted, viewId, {
        fieldId: addField(sorted, { name: `s${i}`, type: FieldType.Number, now }),
        descending: false,
      });
    }
    const extra = addField(sorted, { name: 'extra', type: FieldType.Number, now });
    expect(refused(() => addSort(sorted, viewId, { fieldId: extra, descending: false }))).toMatch(
      /at most 20 sorts/,
    );
  });

  it('cell size, relation size, odd input types', () => {
    const row = newRowDoc({ databaseId: 'db', rowId: crypto.randomUUID(), now });
    const before = JSON.stringify(row.getMap('data').toJSON());
    const big = 'x'.repeat(databaseWriteLimits.cellChars + 1);
    expect(
      refused(() => {
        setCell(row, 'f', { type: FieldType.Checklist, data: big }, now);
      }),
    ).toMatch(/at most/);
    const many = Array.from({ length: databaseWriteLimits.relatedRows + 1 }, (_, i) => `r${i}`);
    expect(
      refused(() => {
        setCell(row, 'f', { type: FieldType.Relation, data: many }, now);
      }),
    ).toMatch(/at most 1000 rows/);
    expect(
      refused(() => {
        setCell(row, 'f', { type: FieldType.RichText, data: ['a'] }, now);
      }),
    ).toMatch(/list/);
    expect(
      refused(() => {
        setCell(row, 'f', { type: 77 as FieldType, data: 'a' }, now);
      }),
    ).toMatch(/Unknown field type/);
    expect(
      refused(() => {
        setCell(row, 'f', { type: FieldType.RichText, data: 5 as unknown as string }, now);
      }),
    ).toMatch(/text/);
    expect(JSON.stringify(row.getMap('data').toJSON())).toBe(before);
  });

  it('a refused write on one replica does not disturb merging with the other', () => {
    const { doc } = freshDatabase();
    const [a, b] = replicas(doc);
    expect(refused(() => addView(a, { name: 'x'.repeat(5000), layout: DatabaseLayout.Grid, now }))).toMatch(
      /longer/,
    );
    addView(b, { name: 'ok', layout: DatabaseLayout.Grid, now });
    exchange(a, b);
    expect(model(a).views.map((v) => v.name)).toEqual(['Tasks', 'ok']);
  });
});
