import { FieldType, type DatabaseField } from '@quire/shared/collab';
import { parseCellText, parseDate, parseNumber } from './parseCellText';

const field = (type: number): DatabaseField => ({
  id: 'f',
  name: 'F',
  type,
  isPrimary: false,
  typeOption: {},
  options: [],
});

describe('cell text', () => {
  it('numbers lose currency signs and thousands separators; anything else is no number', () => {
    expect(parseNumber('$1,234.50')).toBe('1234.50');
    expect(parseNumber('-7')).toBe('-7');
    expect(parseNumber('1e3')).toBe('1e3');
    expect(parseNumber('seven')).toBeUndefined();
    expect(parseCellText(field(FieldType.Number), 'seven', () => '')).toBeNull();
    expect(parseCellText(field(FieldType.Number), '', () => '')).toEqual({
      type: FieldType.Number,
      data: '',
    });
  });

  it('dates: a bare ISO day is UTC midnight; a time marks the cell as including it', () => {
    expect(parseDate('2026-03-14')).toBe(Date.UTC(2026, 2, 14) / 1000);
    expect(parseDate('not a date')).toBeUndefined();
    expect(parseCellText(field(FieldType.DateTime), '2026-03-14T09:30:00Z', () => '')).toEqual({
      type: FieldType.DateTime,
      data: String(Date.UTC(2026, 2, 14, 9, 30) / 1000),
      includeTime: true,
    });
  });

  it('checkboxes read the words spreadsheets write; selects find or make options by name', () => {
    for (const yes of ['yes', 'TRUE', '1', 'x', '✓']) {
      expect(parseCellText(field(FieldType.Checkbox), yes, () => '')?.data).toBe('Yes');
    }
    expect(parseCellText(field(FieldType.Checkbox), 'no', () => '')?.data).toBe('No');
    const made: string[] = [];
    const idFor = (name: string) => {
      made.push(name);
      return `id-${name}`;
    };
    expect(parseCellText(field(FieldType.MultiSelect), ' a , b ,', idFor)?.data).toBe('id-a,id-b');
    expect(parseCellText(field(FieldType.SingleSelect), 'a, b', idFor)?.data).toBe('id-a, b');
    expect(made).toEqual(['a', 'b', 'a, b']);
  });

  it('computed and unknown types are never written from text', () => {
    for (const type of [
      FieldType.CreatedTime,
      FieldType.LastEditedTime,
      FieldType.Relation,
      FieldType.Media,
      99,
    ]) {
      expect(parseCellText(field(type), 'x', () => '')).toBeNull();
    }
  });
});
