import { passesFilters } from '../filters.js';
import type { RowModel } from '../model.js';
import { addFilter, addFilterGroup, setFilterJoin } from './filters.js';
import { setFieldFrozen, setFieldWrap } from './fields.js';
import { fieldNamed, freshDatabase, model, viewId } from '../test-utils/writeDocs.js';

describe('Quire view settings beside AppFlowy layout', () => {
  it('freezing a field is read back, kept apart from AppFlowy keys, and absent until set', () => {
    const { doc } = freshDatabase();
    const name = fieldNamed(model(doc), 'Name');
    expect(model(doc).views[0]?.fieldSettings[name]?.frozen).toBeUndefined();
    setFieldWrap(doc, viewId, name, false);
    setFieldFrozen(doc, viewId, name, false);
    expect(model(doc).views[0]?.fieldSettings[name]).toMatchObject({ wrap: false, frozen: false });
    setFieldFrozen(doc, viewId, name, true);
    expect(model(doc).views[0]?.fieldSettings[name]?.frozen).toBe(true);
    const settings = doc.getMap('data').toJSON() as Record<string, unknown>;
    expect(JSON.stringify(settings)).toContain('"quire_frozen":true');
  });

  it('a filter group holds its own filters with its own join, inside the view root', () => {
    const { doc } = freshDatabase();
    const name = fieldNamed(model(doc), 'Name');
    addFilter(doc, viewId, { fieldId: name, condition: 2, content: 'a' });
    const group = addFilterGroup(doc, viewId, { join: 'or' });
    addFilter(doc, viewId, { fieldId: name, condition: 2, content: 'x', parentId: group });
    addFilter(doc, viewId, { fieldId: name, condition: 2, content: 'y', parentId: group });
    const filters = model(doc).views[0]?.filters ?? [];
    expect(filters.map((filter) => filter.kind)).toEqual(['data', 'or']);
    expect(filters[1]?.children.map((child) => child.content)).toEqual(['x', 'y']);
    const database = model(doc);
    const row = (text: string): RowModel => ({
      id: text,
      databaseId: undefined,
      createdAt: 0,
      lastModified: 0,
      icon: undefined,
      cells: { [name]: { fieldType: 0, data: text, endTimestamp: '', includeTime: false, isRange: false } },
    });
    // Name contains "a" AND (contains "x" OR contains "y").
    expect(passesFilters(database, filters, row('ax'))).toBe(true);
    expect(passesFilters(database, filters, row('ay'))).toBe(true);
    expect(passesFilters(database, filters, row('az'))).toBe(false);
    setFilterJoin(doc, viewId, group, 'and');
    expect(model(doc).views[0]?.filters[1]?.kind).toBe('and');
    expect(() => addFilterGroup(doc, viewId, { join: 'and', parentId: 'nope' })).toThrow();
  });
});
