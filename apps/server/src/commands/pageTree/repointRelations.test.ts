// Relation fields of a copied database to its own rows: the type option (a Y.Map, or a plain object as some
// writers leave it) names the copy; cells (a Y.Array, or a plain array) name the copied rows, others dropped.
import { FieldType } from '@quire/shared/collab';
import * as Y from 'yjs';
import { repointRelationCells, repointSelfRelations } from './repointRelations.js';

const source = 'source-db';
const copy = 'copy-db';

function databaseDoc(): Y.Doc {
  const doc = new Y.Doc();
  const database = new Y.Map<unknown>();
  doc.getMap('data').set('database', database);
  const fields = new Y.Map<unknown>();
  database.set('fields', fields);
  const field = (id: string, ty: unknown, option: unknown) => {
    const map = new Y.Map<unknown>();
    fields.set(id, map);
    map.set('id', id);
    map.set('ty', ty);
    const typeOptions = new Y.Map<unknown>();
    map.set('type_option', typeOptions);
    typeOptions.set(String(FieldType.Relation), option);
  };
  const option = new Y.Map<unknown>();
  option.set('database_id', source);
  field('selfMap', FieldType.Relation, option);
  field('selfPlain', String(FieldType.Relation), { database_id: source, extra: 1 });
  field('other', FieldType.Relation, { database_id: 'other-db' });
  field('text', FieldType.RichText, { database_id: source });
  return doc;
}

function relationOption(doc: Y.Doc, fieldId: string): unknown {
  const json = doc.getMap('data').toJSON() as {
    database: { fields: Record<string, { type_option: Record<string, unknown> }> };
  };
  return json.database.fields[fieldId]?.type_option[String(FieldType.Relation)];
}

describe('repointing relations of a copied database', () => {
  it('points self relations at the copy, whatever shape their option has; leaves other fields alone', () => {
    const doc = databaseDoc();
    const fields = repointSelfRelations(doc, new Set([source]), copy);
    expect([...fields].sort()).toEqual(['selfMap', 'selfPlain']);
    expect(relationOption(doc, 'selfMap')).toEqual({ database_id: copy });
    expect(relationOption(doc, 'selfPlain')).toEqual({ database_id: copy, extra: 1 });
    expect(relationOption(doc, 'other')).toEqual({ database_id: 'other-db' });
    expect(relationOption(doc, 'text')).toEqual({ database_id: source });
  });

  it('re-points cells at the copied rows, drops rows not copied, leaves other cells alone', () => {
    const row = new Y.Doc();
    const data = new Y.Map<unknown>();
    row.getMap('data').set('data', data);
    const cells = new Y.Map<unknown>();
    data.set('cells', cells);
    const cell = (id: string, value: unknown) => {
      const map = new Y.Map<unknown>();
      cells.set(id, map);
      map.set('field_type', FieldType.Relation);
      map.set('data', value);
    };
    cell('selfMap', Y.Array.from(['a', 'gone', 'b']));
    cell('selfPlain', ['b', 'a']);
    cell('other', Y.Array.from(['a']));
    const newIds = new Map([
      ['a', 'A'],
      ['b', 'B'],
    ]);
    row.transact(() => {
      repointRelationCells(row, new Set(['selfMap', 'selfPlain']), newIds);
    });
    const json = row.getMap('data').toJSON() as { data: { cells: Record<string, { data: unknown }> } };
    expect(json.data.cells.selfMap?.data).toEqual(['A', 'B']);
    expect(json.data.cells.selfPlain?.data).toEqual(['B', 'A']);
    expect(json.data.cells.other?.data).toEqual(['a']);
  });
});
