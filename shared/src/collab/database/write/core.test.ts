import * as Y from 'yjs';
import { isAppError } from '../../../errors/app-error.js';
import { DatabaseLayout, ViewLayout } from '../../layouts.js';
import { FieldType } from '../fieldTypes.js';
import { rowDocumentId, rowMetaKey } from '../uuid.js';
import { boardColumns, viewRows, visibleFields } from '../views.js';
import { clearCell, setCell, setRowMeta } from './cells.js';
import { newRowDoc, rowCollabGuid } from './create.js';
import {
  addField,
  changeFieldType,
  deleteField,
  moveField,
  renameField,
  setFieldVisibility,
  setFieldWidth,
  setFieldWrap,
  updateTypeOption,
} from './fields.js';
import { databaseWriteLimits } from './limits.js';
import { addSelectOption, deleteSelectOption, moveSelectOption, updateSelectOption } from './options.js';
import { duplicateRowDoc, insertRowOrder, moveRowOrder, removeRowOrders } from './rows.js';
import {
  databaseId,
  exchange,
  fieldNamed,
  freshDatabase,
  model,
  now,
  replicas,
  row,
  viewId,
} from '../test-utils/writeDocs.js';
import { addView, deleteView, duplicateView, moveView, renameView, viewOrder } from './views.js';

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isAppError(error)) return `${error.errorName}: ${error.message}`;
    throw error;
  }
  throw new Error('not refused');
}

describe('createDatabase', () => {
  it('makes a grid with Name, Type and Done and three empty rows', () => {
    const { doc, rows } = freshDatabase(ViewLayout.Grid);
    const database = model(doc);
    const names = Object.values(database.fields).map((f) => [f.name, f.type, f.isPrimary]);
    expect(names).toEqual([
      ['Name', FieldType.RichText, true],
      ['Type', FieldType.SingleSelect, false],
      ['Done', FieldType.Checkbox, false],
    ]);
    expect(database.id).toBe(databaseId);
    expect(database.inlineViewId).toBe(viewId);
    expect(database.views[0]?.rowOrder.map((r) => r.id)).toEqual([...rows.keys()]);
    for (const [rowId, rowDoc] of rows) {
      expect(row(rowDoc)).toMatchObject({ id: rowId, databaseId, cells: {} });
    }
  });

  it('makes a board grouped by Status with one card per option', () => {
    const { doc, rows } = freshDatabase(ViewLayout.Board);
    const database = model(doc);
    const status = database.fields[fieldNamed(database, 'Status')]!;
    expect(status.options.map((o) => o.name)).toEqual(['To Do', 'Doing', 'Done']);
    const view = database.views[0]!;
    expect(view.layout).toBe(DatabaseLayout.Board);
    expect(view.grouping?.fieldId).toBe(status.id);
    const rowModels = new Map([...rows].map(([id, d]) => [id, row(d)]));
    const columns = boardColumns(database, view, viewRows(database, view, rowModels));
    expect(columns.map((c) => [c.option?.name ?? 'none', c.rows.length])).toEqual([
      ['none', 0],
      ['To Do', 1],
      ['Doing', 1],
      ['Done', 1],
    ]);
  });

  it('makes a calendar on a Date field, without rows', () => {
    const { doc, rows } = freshDatabase(ViewLayout.Calendar);
    const database = model(doc);
    expect(database.views[0]?.calendar?.fieldId).toBe(fieldNamed(database, 'Date'));
    expect(rows.size).toBe(0);
  });
});

describe('row collabs', () => {
  const rowId = '2f944220-9f45-40d9-96b5-e8c0888daf7c';

  it('newRowDoc writes the row, its cells and its document id', () => {
    const doc = newRowDoc({
      databaseId,
      rowId,
      now,
      cells: { f1: { type: FieldType.RichText, data: 'Hi' } },
    });
    expect(doc.guid).toBe(`${databaseId}_rows_${rowId}`);
    expect(row(doc)).toMatchObject({
      id: rowId,
      createdAt: now.getTime() / 1000,
      cells: { f1: { data: 'Hi' } },
    });
    const meta = doc.getMap('data').get('meta') as Y.Map<unknown>;
    expect(meta.get(rowMetaKey(rowId, 'document_id')!)).toBe(rowDocumentId(rowId));
    expect(refusal(() => newRowDoc({ databaseId, rowId: 'nope', now }))).toMatch(/InvalidRequest/);
  });

  it('setCell writes every cell type in AppFlowy encoding and clearCell removes it', () => {
    const doc = newRowDoc({ databaseId, rowId, now });
    const later = new Date(now.getTime() + 60_000);
    setCell(doc, 'text', { type: FieldType.RichText, data: 'a' }, later);
    setCell(doc, 'num', { type: FieldType.Number, data: '1.5' }, later);
    setCell(
      doc,
      'date',
      {
        type: FieldType.DateTime,
        data: '1716638814',
        endTimestamp: '1716700000',
        includeTime: true,
        isRange: true,
      },
      later,
    );
    setCell(doc, 'one', { type: FieldType.SingleSelect, data: 'a,b' }, later);
    setCell(doc, 'many', { type: FieldType.MultiSelect, data: ['a', 'b', 'a'] }, later);
    setCell(doc, 'box', { type: FieldType.Checkbox, data: 'true' }, later);
    setCell(doc, 'url', { type: FieldType.URL, data: 'appflowy.io' }, later);
    setCell(
      doc,
      'list',
      { type: FieldType.Checklist, data: '{"options":[],"selected_option_ids":[]}' },
      later,
    );
    setCell(doc, 'rel', { type: FieldType.Relation, data: ['r1', 'r2'] }, later);
    setCell(doc, 'time', { type: FieldType.Time, data: '3600' }, later);
    setCell(doc, 'media', { type: FieldType.Media, data: '[{"name":"a.png"}]' }, later);
    setCell(doc, 'sum', { type: FieldType.Summary, data: 'short' }, later);
    const cells = row(doc).cells;
    expect(cells.date).toMatchObject({
      data: '1716638814',
      endTimestamp: '1716700000',
      includeTime: true,
      isRange: true,
    });
    expect([cells.one?.data, cells.many?.data, cells.box?.data]).toEqual(['a', 'a,b', 'Yes']);
    const relation = (
      (doc.getMap('data').get('data') as Y.Map<unknown>).get('cells') as Y.Map<Y.Map<unknown>>
    )
      .get('rel')!
      .get('data');
    expect(relation).toBeInstanceOf(Y.Array);
    expect(cells.rel?.data).toEqual(['r1', 'r2']);
    expect(row(doc).lastModified).toBe(later.getTime() / 1000);
    clearCell(doc, 'text', later);
    expect(row(doc).cells.text).toBeUndefined();
    expect(
      refusal(() => {
        setCell(doc, 'date', { type: FieldType.DateTime, data: 'tomorrow' }, now);
      }),
    ).toMatch(/unix seconds/);
    expect(
      refusal(() => {
        setCell(doc, 'list', { type: FieldType.Checklist, data: '{' }, now);
      }),
    ).toMatch(/JSON/);
    expect(
      refusal(() => {
        setCell(
          doc,
          'text',
          { type: FieldType.RichText, data: 'x'.repeat(databaseWriteLimits.cellChars + 1) },
          now,
        );
      }),
    ).toMatch(/at most/);
    expect(row(doc).cells.num?.data).toBe('1.5');
  });

  it('setCell keeps keys it does not own (a reminder, the creation time)', () => {
    const doc = newRowDoc({
      databaseId,
      rowId,
      now,
      cells: { date: { type: FieldType.DateTime, data: '1' } },
    });
    const cell = (
      (doc.getMap('data').get('data') as Y.Map<unknown>).get('cells') as Y.Map<Y.Map<unknown>>
    ).get('date')!;
    cell.set('reminder_id', 'rem');
    cell.set('created_at', 5n);
    setCell(doc, 'date', { type: FieldType.DateTime, data: '2' }, now);
    expect(cell.get('reminder_id')).toBe('rem');
    expect(cell.get('created_at')).toBe(5n);
    expect(cell.get('data')).toBe('2');
  });

  it('setRowMeta sets and removes the icon and cover; duplicateRowDoc copies cells under new ids', () => {
    const doc = newRowDoc({ databaseId, rowId, now, cells: { t: { type: FieldType.RichText, data: 'x' } } });
    setRowMeta(doc, { icon: '🏯', cover: { data: 'red', cover_type: 1 }, isDocumentEmpty: false });
    expect(row(doc).icon).toBe('🏯');
    const copyId = '318aa415-92ae-489a-a14f-a24692a2efa6';
    const copy = duplicateRowDoc(doc, { rowId: copyId, now });
    expect(copy.guid).toBe(rowCollabGuid(databaseId, copyId));
    expect(row(copy)).toMatchObject({ id: copyId, icon: '🏯', cells: { t: { data: 'x' } } });
    const meta = copy.getMap('data').get('meta') as Y.Map<unknown>;
    expect(meta.get(rowMetaKey(copyId, 'document_id')!)).toBe(rowDocumentId(copyId));
    expect(meta.get(rowMetaKey(copyId, 'cover_id')!)).toContain('red');
    setRowMeta(doc, { icon: '', cover: null });
    expect(row(doc).icon).toBeUndefined();
    expect(
      (doc.getMap('data').get('meta') as Y.Map<unknown>).get(rowMetaKey(rowId, 'cover_id')!),
    ).toBeUndefined();
  });
});

describe('field writes', () => {
  it('adds, renames, moves, hides, resizes, wraps and deletes a field', () => {
    const { doc } = freshDatabase();
    const second = addView(doc, { name: 'Second', layout: DatabaseLayout.Grid, now });
    const id = addField(doc, { name: 'Price', type: FieldType.Number, now, viewId, index: 1 });
    let database = model(doc);
    expect(database.fields[id]).toMatchObject({
      name: 'Price',
      type: FieldType.Number,
      typeOption: { format: 0 },
    });
    const [main, other] = [viewId, second].map((v) => database.views.find((view) => view.id === v)!);
    expect(main?.fieldOrder[1]).toBe(id);
    expect(other?.fieldOrder.at(-1)).toBe(id);
    renameField(doc, id, 'Cost', now);
    moveField(doc, viewId, id, 0);
    setFieldVisibility(doc, viewId, id, 2);
    setFieldWidth(doc, viewId, id, 220);
    setFieldWrap(doc, viewId, id, false);
    updateTypeOption(doc, id, { format: 1, symbol: '$' });
    database = model(doc);
    const view = database.views.find((v) => v.id === viewId)!;
    expect(database.fields[id]?.name).toBe('Cost');
    expect(database.fields[id]?.typeOption).toMatchObject({ format: 1, symbol: '$', scale: 0 });
    expect(view.fieldOrder[0]).toBe(id);
    expect(view.fieldSettings[id]).toEqual({ visibility: 2, width: 220, wrap: false });
    deleteField(doc, id);
    database = model(doc);
    expect(database.fields[id]).toBeUndefined();
    expect(database.views.every((v) => !v.fieldOrder.includes(id) && v.fieldSettings[id] === undefined)).toBe(
      true,
    );
  });

  it('refuses bad field writes and keeps the database as it was', () => {
    const { doc } = freshDatabase();
    const before = JSON.stringify(doc.getMap('data').toJSON());
    const primary = fieldNamed(model(doc), 'Name');
    expect(
      refusal(() => {
        deleteField(doc, primary);
      }),
    ).toMatch(/primary/);
    expect(refusal(() => addField(doc, { name: 'x'.repeat(2000), type: FieldType.RichText, now }))).toMatch(
      /longer/,
    );
    expect(refusal(() => addField(doc, { name: 'x', type: 99 as FieldType, now }))).toMatch(
      /Unknown field type/,
    );
    expect(
      refusal(() => {
        setFieldVisibility(doc, viewId, primary, 7);
      }),
    ).toMatch(/Visibility/);
    expect(
      refusal(() => {
        setFieldWidth(doc, viewId, primary, Number.NaN);
      }),
    ).toMatch(/width/);
    expect(
      refusal(() => {
        renameField(doc, 'nope', 'x', now);
      }),
    ).toMatch(/No field/);
    expect(
      refusal(() => {
        changeFieldType(doc, primary, FieldType.Relation, now);
      }),
    ).toMatch(/primary/);
    expect(JSON.stringify(doc.getMap('data').toJSON())).toBe(before);
  });

  it('enforces the field limit', () => {
    const { doc } = freshDatabase();
    for (let n = Object.keys(model(doc).fields).length; n < databaseWriteLimits.fields; n += 1) {
      addField(doc, { name: `f${n}`, type: FieldType.RichText, now });
    }
    expect(refusal(() => addField(doc, { name: 'one more', type: FieldType.RichText, now }))).toMatch(
      /at most 500 fields/,
    );
  });

  it('changeFieldType keeps the old type option beside the new one', () => {
    const { doc } = freshDatabase();
    const type = fieldNamed(model(doc), 'Type');
    addSelectOption(doc, type, { name: 'A' });
    changeFieldType(doc, type, FieldType.RichText, now);
    const field = (doc.getMap('data').get('database') as Y.Map<Y.Map<Y.Map<Y.Map<unknown>>>>)
      .get('fields')!
      .get(type)!;
    const options = field.get('type_option') as Y.Map<Y.Map<unknown>>;
    expect([...options.keys()].sort()).toEqual(['0', '3']);
    expect(String(options.get('3')?.get('content'))).toContain('"A"');
    changeFieldType(doc, type, FieldType.SingleSelect, now);
    expect(model(doc).fields[type]?.options.map((o) => o.name)).toEqual(['A']);
  });
});

describe('select options', () => {
  it('adds, renames, recolours, reorders and deletes options, keeping other keys of the JSON', () => {
    const { doc } = freshDatabase();
    const type = fieldNamed(model(doc), 'Type');
    const a = addSelectOption(doc, type, { name: 'A' });
    const b = addSelectOption(doc, type, { name: 'B', color: 'Blue' });
    updateSelectOption(doc, type, a.id, { name: 'Alpha', color: 'Green' });
    moveSelectOption(doc, type, b.id, 0);
    expect(model(doc).fields[type]?.options).toEqual([
      { id: b.id, name: 'B', color: 'Blue' },
      { id: a.id, name: 'Alpha', color: 'Green' },
    ]);
    deleteSelectOption(doc, type, b.id);
    expect(model(doc).fields[type]?.options.map((o) => o.name)).toEqual(['Alpha']);
    expect(refusal(() => addSelectOption(doc, type, { name: ' ' }))).toMatch(/needs a name/);
    expect(refusal(() => addSelectOption(doc, fieldNamed(model(doc), 'Done'), { name: 'x' }))).toMatch(
      /not a select/,
    );
    expect(
      refusal(() => {
        updateSelectOption(doc, type, 'nope', { name: 'x' });
      }),
    ).toMatch(/No option/);
  });
});

describe('row orders', () => {
  it('inserts at an index in one view and at the end in the others, moves and removes', () => {
    const { doc, rows } = freshDatabase();
    const second = addView(doc, { name: 'Second', layout: DatabaseLayout.Grid, now });
    const rowId = crypto.randomUUID();
    insertRowOrder(doc, rowId, { viewId, index: 0 });
    const ids = (v: string) =>
      model(doc)
        .views.find((view) => view.id === v)!
        .rowOrder.map((r) => r.id);
    expect(ids(viewId)[0]).toBe(rowId);
    expect(ids(second).at(-1)).toBe(rowId);
    insertRowOrder(doc, rowId, { viewId }); // already listed: nothing changes
    expect(ids(viewId).filter((id) => id === rowId)).toHaveLength(1);
    moveRowOrder(doc, viewId, rowId, 3);
    expect(ids(viewId)[3]).toBe(rowId);
    removeRowOrders(doc, [rowId, [...rows.keys()][0]!]);
    expect(ids(viewId)).toHaveLength(2);
    expect(ids(second)).toHaveLength(2);
  });
});

describe('views', () => {
  it('adds, renames, duplicates, moves and deletes views in a stored order', () => {
    const { doc } = freshDatabase();
    const board = addView(doc, { name: 'Board', layout: DatabaseLayout.Board, now });
    const calendar = addView(doc, { name: 'Cal', layout: DatabaseLayout.Calendar, now });
    let database = model(doc);
    const boardView = database.views.find((v) => v.id === board)!;
    expect(boardView.grouping?.fieldId).toBe(fieldNamed(database, 'Type'));
    expect(boardView.rowOrder).toHaveLength(3);
    const calendarView = database.views.find((v) => v.id === calendar)!;
    expect(database.fields[calendarView.calendar!.fieldId]?.type).toBe(FieldType.DateTime);
    renameView(doc, board, 'Kanban', now);
    const copy = duplicateView(doc, board, now);
    expect(viewOrder(doc)).toEqual([viewId, board, copy, calendar]);
    moveView(doc, calendar, 0);
    expect(viewOrder(doc)).toEqual([calendar, viewId, board, copy]);
    database = model(doc);
    expect(database.views.find((v) => v.id === copy)).toMatchObject({
      name: 'Kanban (copy)',
      layout: DatabaseLayout.Board,
    });
    deleteView(doc, viewId);
    expect(model(doc).inlineViewId).toBe(calendar);
    deleteView(doc, board);
    deleteView(doc, copy);
    expect(
      refusal(() => {
        deleteView(doc, calendar);
      }),
    ).toMatch(/at least one view/);
    expect(viewOrder(doc)).toEqual([calendar]);
  });
});

describe('concurrent edits converge with nothing lost', () => {
  it('two rows inserted at the same place both stay, in the same order on both sides', () => {
    const { doc } = freshDatabase();
    const [a, b] = replicas(doc);
    const [r1, r2] = [crypto.randomUUID(), crypto.randomUUID()];
    insertRowOrder(a, r1, { viewId, index: 1 });
    insertRowOrder(b, r2, { viewId, index: 1 });
    exchange(a, b);
    const order = (d: Y.Doc) => model(d).views[0]!.rowOrder.map((r) => r.id);
    expect(order(a)).toEqual(order(b));
    expect(order(a)).toEqual(expect.arrayContaining([r1, r2]));
    expect(order(a)).toHaveLength(5);
  });

  it('moving a field while another hides it keeps both edits', () => {
    const { doc } = freshDatabase();
    const done = fieldNamed(model(doc), 'Done');
    const [a, b] = replicas(doc);
    moveField(a, viewId, done, 0);
    setFieldVisibility(b, viewId, done, 2);
    setFieldWidth(b, viewId, done, 300);
    exchange(a, b);
    for (const d of [a, b]) {
      const view = model(d).views[0]!;
      expect(view.fieldOrder[0]).toBe(done);
      expect(view.fieldSettings[done]).toMatchObject({ visibility: 2, width: 300 });
    }
  });

  it('two fields added at once, a rename beside a type option change, and two views added all survive', () => {
    const { doc } = freshDatabase();
    const type = fieldNamed(model(doc), 'Type');
    const [a, b] = replicas(doc);
    const fa = addField(a, { name: 'A', type: FieldType.Number, now });
    const fb = addField(b, { name: 'B', type: FieldType.URL, now });
    renameField(a, type, 'Kind', now);
    updateTypeOption(b, type, { extra: 1 });
    const va = addView(a, { name: 'VA', layout: DatabaseLayout.Grid, now });
    const vb = addView(b, { name: 'VB', layout: DatabaseLayout.Grid, now });
    exchange(a, b);
    expect(viewOrder(a)).toEqual(viewOrder(b));
    for (const d of [a, b]) {
      const database = model(d);
      expect(database.fields[fa]?.name).toBe('A');
      expect(database.fields[fb]?.name).toBe('B');
      expect(database.fields[type]).toMatchObject({ name: 'Kind', typeOption: { extra: 1 } });
      expect(viewOrder(d)).toEqual(expect.arrayContaining([viewId, va, vb]));
      // A view made while the other side added a field does not order it, but shows it (after the others).
      for (const view of database.views) {
        expect(visibleFields(database, view).map((f) => f.id)).toEqual(expect.arrayContaining([fa, fb]));
      }
    }
  });

  it('renaming and deleting the same option converge on one outcome', () => {
    const { doc } = freshDatabase();
    const type = fieldNamed(model(doc), 'Type');
    const option = addSelectOption(doc, type, { name: 'A' });
    const keep = addSelectOption(doc, type, { name: 'Keep' });
    const [a, b] = replicas(doc);
    updateSelectOption(a, type, option.id, { name: 'Renamed' });
    deleteSelectOption(b, type, option.id);
    exchange(a, b);
    const names = (d: Y.Doc) => model(d).fields[type]!.options.map((o) => o.name);
    expect(names(a)).toEqual(names(b));
    expect(names(a)).toContain(keep.name);
    expect([['Renamed', 'Keep'], ['Keep']]).toContainEqual(names(a));
  });

  it('two people editing different cells of one row keep both; the same cell converges', () => {
    const rowId = crypto.randomUUID();
    const doc = newRowDoc({ databaseId, rowId, now });
    const [a, b] = replicas(doc);
    setCell(a, 'x', { type: FieldType.RichText, data: 'from a' }, now);
    setCell(b, 'y', { type: FieldType.RichText, data: 'from b' }, now);
    setCell(a, 'z', { type: FieldType.Number, data: '1' }, now);
    setCell(b, 'z', { type: FieldType.Number, data: '2' }, now);
    exchange(a, b);
    expect(row(a).cells).toEqual(row(b).cells);
    expect(row(a).cells.x?.data).toBe('from a');
    expect(row(a).cells.y?.data).toBe('from b');
    expect(['1', '2']).toContain(row(a).cells.z?.data);
  });

  it('deleting a view while another renames it, and moving views at once, converge', () => {
    const { doc } = freshDatabase();
    const v2 = addView(doc, { name: 'Two', layout: DatabaseLayout.Grid, now });
    const v3 = addView(doc, { name: 'Three', layout: DatabaseLayout.Grid, now });
    const [a, b] = replicas(doc);
    deleteView(a, v2);
    renameView(b, v2, 'Renamed', now);
    moveView(b, v3, 0);
    exchange(a, b);
    expect(viewOrder(a)).toEqual(viewOrder(b));
    expect(viewOrder(a)).toEqual([v3, viewId]);
  });
});

describe('concurrent moves of the same entry', () => {
  it('two people moving one field and one row at once: each listed once, the same on both sides', () => {
    const { doc, rows } = freshDatabase();
    const done = fieldNamed(model(doc), 'Done');
    const rowId = [...rows.keys()][2]!;
    const [a, b] = replicas(doc);
    moveField(a, viewId, done, 0);
    moveField(b, viewId, done, 1);
    moveRowOrder(a, viewId, rowId, 0);
    moveRowOrder(b, viewId, rowId, 1);
    exchange(a, b);
    const [va, vb] = [model(a).views[0]!, model(b).views[0]!];
    expect(va.fieldOrder).toEqual(vb.fieldOrder);
    expect(va.fieldOrder).toHaveLength(3);
    expect(va.rowOrder).toEqual(vb.rowOrder);
    expect(va.rowOrder).toHaveLength(3);
  });
});

describe('robustness', () => {
  it('a field of an unknown type, bigint numbers and unknown keys survive writes around them', () => {
    const { doc } = freshDatabase();
    const fields = (doc.getMap('data').get('database') as Y.Map<Y.Map<unknown>>).get('fields')!;
    const view = (doc.getMap('data').get('database') as Y.Map<Y.Map<Y.Map<unknown>>>)
      .get('views')!
      .get(viewId)!;
    doc.transact(() => {
      fields.set(
        'odd',
        new Y.Map<unknown>([
          ['id', 'odd'],
          ['name', 'Future'],
          ['ty', 99n],
          ['is_primary', false],
          ['type_option', new Y.Map([['99', new Y.Map([['secret', 1n]])]])],
          ['future_key', 'kept'],
        ]),
      );
      view.set('future_view_key', 7n);
    });
    renameField(doc, 'odd', 'Renamed', now);
    setFieldVisibility(doc, viewId, 'odd', 2);
    updateTypeOption(doc, 'odd', { extra: true });
    addField(doc, { name: 'More', type: FieldType.Number, now });
    const odd = model(doc).fields.odd!;
    expect(odd).toMatchObject({ type: 99, name: 'Renamed', typeOption: { secret: 1, extra: true } });
    const stored = fields.get('odd') as Y.Map<unknown>;
    expect(stored.get('ty')).toBe(99n);
    expect(stored.get('future_key')).toBe('kept');
    expect(view.get('future_view_key')).toBe(7n);
    expect(
      refusal(() => {
        changeFieldType(doc, 'odd', 42 as FieldType, now);
      }),
    ).toMatch(/Unknown field type/);
  });
});
