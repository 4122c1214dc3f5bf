import { FieldType } from '../fieldTypes.js';
import type { CellModel, DatabaseField } from '../model.js';
import { conversionOptionNames, convertCell } from './convert.js';
import { newRowDoc } from './create.js';
import { setCell } from './cells.js';
import { changeFieldType } from './fields.js';
import { addSelectOption, ensureSelectOptions } from './options.js';
import { databaseId, fieldNamed, freshDatabase, model, now, row } from '../test-utils/writeDocs.js';

const field = (type: number, options: DatabaseField['options'] = []): DatabaseField => ({
  id: 'f',
  name: 'f',
  type,
  isPrimary: false,
  typeOption: {},
  options,
});
const cell = (fieldType: number, data: string | string[], extra: Partial<CellModel> = {}): CellModel => ({
  fieldType,
  data,
  endTimestamp: '',
  includeTime: false,
  isRange: false,
  ...extra,
});
const ab = [
  { id: 'a', name: 'Apple', color: 'Purple' },
  { id: 'b', name: 'Banana', color: 'Pink' },
];

describe("convertCell: AppFlowy's conversions", () => {
  it('text ↔ number', () => {
    expect(convertCell(field(0), field(1), cell(0, '$1,234.50'))).toEqual({ type: 1, data: '1234.5' });
    expect(convertCell(field(0), field(1), cell(0, 'abc'))).toBeNull();
    expect(convertCell(field(1), field(0), cell(1, '12.5'))).toEqual({ type: 0, data: '12.5' });
  });

  it('text ↔ select by option name; multi ↔ single', () => {
    expect(convertCell(field(0), field(3, ab), cell(0, 'Banana, Apple'))).toEqual({ type: 3, data: 'b' });
    expect(convertCell(field(0), field(4, ab), cell(0, 'Banana, Apple'))).toEqual({ type: 4, data: 'b,a' });
    expect(convertCell(field(0), field(4, ab), cell(0, 'Cherry'))).toBeNull();
    expect(convertCell(field(4, ab), field(0), cell(4, 'a,b'))).toEqual({ type: 0, data: 'Apple,Banana' });
    expect(convertCell(field(4, ab), field(3, ab), cell(4, 'b,a'))).toEqual({ type: 3, data: 'b' });
    expect(convertCell(field(3, ab), field(4, ab), cell(3, 'a'))).toEqual({ type: 4, data: 'a' });
    expect(
      conversionOptionNames(field(0), field(4, ab), [
        cell(0, 'Apple, Cherry'),
        undefined,
        cell(0, 'Date,Cherry'),
      ]),
    ).toEqual(['Cherry', 'Date']);
    expect(conversionOptionNames(field(0), field(3, ab), [cell(0, 'Cherry, Date')])).toEqual(['Cherry']);
  });

  it('checkbox ↔ text', () => {
    expect(convertCell(field(5), field(0), cell(5, 'Yes'))).toEqual({ type: 0, data: 'Yes' });
    expect(convertCell(field(0), field(5), cell(0, 'true'))).toEqual({ type: 5, data: 'Yes' });
    expect(convertCell(field(0), field(5), cell(0, 'nope'))).toEqual({ type: 5, data: 'No' });
    expect(convertCell(field(0), field(5), cell(0, ''))).toBeNull();
  });

  it('date ↔ text, number → date', () => {
    const text = convertCell(field(2, []), field(0), cell(2, '1716638814'));
    expect(text).toEqual({ type: 0, data: 'May 25, 2024' });
    expect(convertCell(field(0), field(2), cell(0, '2024-05-25'))).toMatchObject({
      type: 2,
      data: '1716595200',
    });
    expect(convertCell(field(0), field(2), cell(0, 'someday'))).toBeNull();
    expect(convertCell(field(1), field(2), cell(1, '1716638814'))).toMatchObject({ data: '1716638814' });
  });

  it('URL, checklist, relation, media and unknown types', () => {
    expect(convertCell(field(0), field(6), cell(0, 'appflowy.io'))).toEqual({ type: 6, data: 'appflowy.io' });
    expect(convertCell(field(6), field(0), cell(6, 'appflowy.io'))).toEqual({ type: 0, data: 'appflowy.io' });
    const list = convertCell(field(0), field(7), cell(0, 'one, two'));
    expect(JSON.parse(String(list?.data))).toMatchObject({
      options: [{ name: 'one' }, { name: 'two' }],
      selected_option_ids: [],
    });
    expect(convertCell(field(4, ab), field(7), cell(4, 'a'))?.data).toContain('Apple');
    expect(
      convertCell(
        field(7),
        field(0),
        cell(7, '{"options":[{"id":"x","name":"Buy"}],"selected_option_ids":[]}'),
      ),
    ).toEqual({
      type: 0,
      data: 'Buy',
    });
    expect(convertCell(field(10), field(0), cell(10, ['r1', 'r2']))).toEqual({ type: 0, data: 'r1, r2' });
    expect(convertCell(field(0), field(10), cell(0, 'r1'))).toBeNull();
    expect(convertCell(field(10), field(10), cell(10, ['r1']))).toMatchObject({ data: ['r1'] });
    expect(convertCell(field(0), field(14), cell(0, 'x'))).toBeNull();
    expect(convertCell(field(99), field(0), cell(99, 'kept'))).toEqual({ type: 0, data: 'kept' });
    expect(convertCell(field(0), field(99), cell(0, 'x'))).toBeNull();
    expect(convertCell(field(0), field(1), undefined)).toBeNull();
  });

  it('a whole field: text → multi select creates the options and converts each row', () => {
    const { doc } = freshDatabase();
    const name = fieldNamed(model(doc), 'Name');
    const tags = fieldNamed(model(doc), 'Type');
    // The Type field holds text first.
    changeFieldType(doc, tags, FieldType.RichText, now);
    const rows = ['red, green', 'green', ''].map((text) => {
      const rowDoc = newRowDoc({ databaseId, rowId: crypto.randomUUID(), now });
      setCell(rowDoc, tags, { type: FieldType.RichText, data: text }, now);
      setCell(rowDoc, name, { type: FieldType.RichText, data: 'n' }, now);
      return rowDoc;
    });
    const from = model(doc).fields[tags]!;
    changeFieldType(doc, tags, FieldType.MultiSelect, now);
    ensureSelectOptions(
      doc,
      tags,
      conversionOptionNames(
        from,
        model(doc).fields[tags]!,
        rows.map((r) => row(r).cells[tags]),
      ),
    );
    const to = model(doc).fields[tags]!;
    expect(to.options.map((o) => o.name)).toEqual(['red', 'green']);
    for (const rowDoc of rows) {
      const converted = convertCell(from, to, row(rowDoc).cells[tags]);
      if (converted !== null) setCell(rowDoc, tags, converted, now);
    }
    const [red, green] = to.options.map((o) => o.id);
    expect(rows.map((r) => row(r).cells[tags]?.data)).toEqual([`${red},${green}`, green, '']);
    // Back to single select: the multi select's options come along.
    addSelectOption(doc, tags, { name: 'blue' });
    changeFieldType(doc, tags, FieldType.SingleSelect, now);
    expect(model(doc).fields[tags]?.options.map((o) => o.name)).toEqual(['red', 'green', 'blue']);
  });
});
