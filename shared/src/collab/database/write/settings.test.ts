import * as Y from 'yjs';
import { isAppError } from '../../../errors/app-error.js';
import { DatabaseLayout, ViewLayout } from '../../layouts.js';
import { CalculationType } from '../calculate.js';
import { FieldType } from '../fieldTypes.js';
import { setCalculation } from './calculations.js';
import { addField } from './fields.js';
import { addFilter, removeFilter, setFilterJoin, updateFilter } from './filters.js';
import {
  moveGroup,
  setDateGroupCondition,
  setGroupCollapsed,
  setGroupField,
  setGroupVisible,
} from './groups.js';
import { setBoardSettings, setCalendarSettings } from './layoutSettings.js';
import { addSelectOption } from './options.js';
import { addSort, moveSort, removeSort, updateSort } from './sorts.js';
import {
  exchange,
  fieldNamed,
  freshDatabase,
  model,
  now,
  replicas,
  viewId,
} from '../test-utils/writeDocs.js';
import { addView } from './views.js';

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isAppError(error)) return error.message;
    throw error;
  }
  throw new Error('not refused');
}

const view = (doc: Y.Doc, id = viewId) => model(doc).views.find((v) => v.id === id)!;

describe('filters', () => {
  it('adds conditions, joins them by OR into one root, nests, updates and removes', () => {
    const { doc } = freshDatabase();
    const name = fieldNamed(model(doc), 'Name');
    const done = fieldNamed(model(doc), 'Done');
    const first = addFilter(doc, viewId, { fieldId: name, condition: 2, content: 'a' });
    const second = addFilter(doc, viewId, { fieldId: done, condition: 0, content: '' });
    expect(view(doc).filters.map((f) => [f.kind, f.fieldId])).toEqual([
      ['data', name],
      ['data', done],
    ]);
    setFilterJoin(doc, viewId, undefined, 'or');
    let filters = view(doc).filters;
    expect(filters).toHaveLength(1);
    expect(filters[0]?.kind).toBe('or');
    expect(filters[0]?.children.map((f) => f.id)).toEqual([first, second]);
    const third = addFilter(doc, viewId, { fieldId: name, condition: 6, content: '' });
    expect(view(doc).filters[0]?.children.map((f) => f.id)).toEqual([first, second, third]);
    setFilterJoin(doc, viewId, undefined, 'and');
    expect(view(doc).filters[0]?.kind).toBe('and');
    const rootId = view(doc).filters[0]!.id;
    setFilterJoin(doc, viewId, rootId, 'or');
    updateFilter(doc, viewId, first, { condition: 0, content: 'b' });
    removeFilter(doc, viewId, third);
    filters = view(doc).filters;
    expect(filters[0]).toMatchObject({ kind: 'or' });
    expect(filters[0]?.children.map((f) => [f.id, f.condition, f.content])).toEqual([
      [first, 0, 'b'],
      [second, 0, ''],
    ]);
    expect(
      refusal(() => addFilter(doc, viewId, { fieldId: name, condition: 0, content: 'x'.repeat(20_000) })),
    ).toMatch(/at most/);
    expect(refusal(() => addFilter(doc, viewId, { fieldId: 'nope', condition: 0, content: '' }))).toMatch(
      /No field/,
    );
    expect(
      refusal(() => addFilter(doc, viewId, { fieldId: name, condition: 0, content: '', parentId: first })),
    ).toMatch(/No filter group/);
  });

  it('bounds the filters of a view', () => {
    const { doc } = freshDatabase();
    const name = fieldNamed(model(doc), 'Name');
    for (let i = 0; i < 100; i += 1)
      addFilter(doc, viewId, { fieldId: name, condition: 2, content: String(i) });
    expect(refusal(() => addFilter(doc, viewId, { fieldId: name, condition: 2, content: '' }))).toMatch(
      /at most 100/,
    );
    expect(view(doc).filters).toHaveLength(100);
  });
});

describe('sorts', () => {
  it('adds levels, changes direction, reorders and removes', () => {
    const { doc } = freshDatabase();
    const [name, done] = [fieldNamed(model(doc), 'Name'), fieldNamed(model(doc), 'Done')];
    const a = addSort(doc, viewId, { fieldId: name, descending: false });
    const b = addSort(doc, viewId, { fieldId: done, descending: true });
    expect(addSort(doc, viewId, { fieldId: name, descending: true })).toBe(a);
    moveSort(doc, viewId, b, 0);
    expect(view(doc).sorts).toEqual([
      { id: b, fieldId: done, descending: true },
      { id: a, fieldId: name, descending: true },
    ]);
    updateSort(doc, viewId, a, { descending: false });
    removeSort(doc, viewId, b);
    expect(view(doc).sorts).toEqual([{ id: a, fieldId: name, descending: false }]);
    expect(
      refusal(() => {
        updateSort(doc, viewId, 'nope', { descending: true });
      }),
    ).toMatch(/No sort/);
  });
});

describe('grouping and board settings', () => {
  it('groups by another field, hides, moves and collapses groups, changes the date buckets', () => {
    const { doc } = freshDatabase(ViewLayout.Board);
    const status = fieldNamed(model(doc), 'Status');
    const [todo, doing] = model(doc).fields[status]!.options;
    setGroupVisible(doc, viewId, todo!.id, false);
    moveGroup(doc, viewId, doing!.id, 0);
    setGroupCollapsed(doc, viewId, doing!.id, true);
    setBoardSettings(doc, viewId, { hideUngroupedColumn: true, hideEmptyGroups: true });
    let grouping = view(doc).grouping!;
    expect(grouping.groups[0]).toEqual({ id: doing!.id, visible: true });
    expect(grouping.groups.find((g) => g.id === todo!.id)?.visible).toBe(false);
    expect(grouping.collapsedGroupIds).toEqual([doing!.id]);
    expect(view(doc).board).toMatchObject({
      hideUngroupedColumn: true,
      hideEmptyGroups: true,
      collapseHiddenGroups: true,
    });
    setGroupCollapsed(doc, viewId, doing!.id, false);
    expect(view(doc).grouping?.collapsedGroupIds).toEqual([]);

    const date = addField(doc, { name: 'When', type: FieldType.DateTime, now });
    setGroupField(doc, viewId, date);
    setDateGroupCondition(doc, viewId, 2);
    grouping = view(doc).grouping!;
    expect(grouping).toMatchObject({
      fieldId: date,
      dateCondition: 2,
      groups: [{ id: date, visible: true }],
    });
    const done = addField(doc, { name: 'Done', type: FieldType.Checkbox, now });
    setGroupField(doc, viewId, done);
    expect(view(doc).grouping?.groups.map((g) => g.id)).toEqual(['Yes', 'No']);
    const list = addField(doc, { name: 'List', type: FieldType.Checklist, now });
    expect(
      refusal(() => {
        setGroupField(doc, viewId, list);
      }),
    ).toMatch(/cannot be grouped/);
  });

  it('sets calendar settings and refuses a field that is not a date', () => {
    const { doc } = freshDatabase(ViewLayout.Calendar);
    const other = addField(doc, { name: 'Due', type: FieldType.DateTime, now });
    setCalendarSettings(doc, viewId, {
      fieldId: other,
      firstDayOfWeek: 1,
      showWeekends: false,
      showWeekNumbers: false,
    });
    expect(view(doc).calendar).toEqual({
      fieldId: other,
      firstDayOfWeek: 1,
      showWeekends: false,
      showWeekNumbers: false,
    });
    expect(
      refusal(() => {
        setCalendarSettings(doc, viewId, { fieldId: fieldNamed(model(doc), 'Name') });
      }),
    ).toMatch(/date field/);
    expect(
      refusal(() => {
        setCalendarSettings(doc, viewId, { firstDayOfWeek: 7 });
      }),
    ).toMatch(/0 to 6/);
  });
});

describe('calculations', () => {
  it('sets, changes and removes a field calculation', () => {
    const { doc } = freshDatabase();
    const done = fieldNamed(model(doc), 'Done');
    setCalculation(doc, viewId, done, CalculationType.CountChecked);
    setCalculation(doc, viewId, done, CalculationType.Count, '3');
    expect(view(doc).calculations).toEqual([expect.objectContaining({ fieldId: done, type: 5, value: '3' })]);
    setCalculation(doc, viewId, done, null);
    expect(view(doc).calculations).toEqual([]);
    expect(
      refusal(() => {
        setCalculation(doc, viewId, done, 42 as CalculationType);
      }),
    ).toMatch(/Unknown calculation/);
  });
});

describe('concurrent view edits converge with nothing lost', () => {
  it('a filter added while another adds a sort, a calculation and hides a group', () => {
    const { doc } = freshDatabase(ViewLayout.Board);
    const name = fieldNamed(model(doc), 'Name');
    const status = fieldNamed(model(doc), 'Status');
    const [a, b] = replicas(doc);
    const filter = addFilter(a, viewId, { fieldId: name, condition: 2, content: 'x' });
    const sort = addSort(b, viewId, { fieldId: name, descending: true });
    setCalculation(b, viewId, name, CalculationType.Count);
    const option = model(b).fields[status]!.options[0]!;
    setGroupVisible(b, viewId, option.id, false);
    setGroupCollapsed(a, viewId, option.id, true);
    exchange(a, b);
    for (const d of [a, b]) {
      const v = view(d);
      expect(v.filters.map((f) => f.id)).toEqual([filter]);
      expect(v.sorts.map((s) => s.id)).toEqual([sort]);
      expect(v.calculations?.map((c) => c.fieldId)).toEqual([name]);
      expect(v.grouping?.groups.find((g) => g.id === option.id)?.visible).toBe(false);
      expect(v.grouping?.collapsedGroupIds).toEqual([option.id]);
    }
  });

  it('two filters added at once to an OR root, and two groups moved at once', () => {
    const { doc } = freshDatabase(ViewLayout.Board);
    const name = fieldNamed(model(doc), 'Name');
    const status = fieldNamed(model(doc), 'Status');
    addFilter(doc, viewId, { fieldId: name, condition: 6, content: '' });
    addFilter(doc, viewId, { fieldId: name, condition: 2, content: 'z' });
    setFilterJoin(doc, viewId, undefined, 'or');
    const [a, b] = replicas(doc);
    const fa = addFilter(a, viewId, { fieldId: name, condition: 2, content: 'a' });
    const fb = addFilter(b, viewId, { fieldId: name, condition: 2, content: 'b' });
    const [o1, o2] = model(a).fields[status]!.options;
    moveGroup(a, viewId, o1!.id, 0);
    moveGroup(b, viewId, o2!.id, 0);
    exchange(a, b);
    expect(view(a).filters).toEqual(view(b).filters);
    expect(view(a).filters[0]?.children.map((f) => f.id)).toEqual(expect.arrayContaining([fa, fb]));
    expect(view(a).grouping).toEqual(view(b).grouping);
    expect(view(a).grouping?.groups).toHaveLength(4);
  });

  it('an option added while the field is grouped elsewhere shows as a column', () => {
    const { doc } = freshDatabase();
    const type = fieldNamed(model(doc), 'Type');
    const board = addView(doc, { name: 'Board', layout: DatabaseLayout.Board, now });
    const [a, b] = replicas(doc);
    const option = addSelectOption(a, type, { name: 'New' });
    setGroupVisible(b, board, type, false);
    exchange(a, b);
    expect(model(a).fields[type]?.options.map((o) => o.id)).toContain(option.id);
  });
});
