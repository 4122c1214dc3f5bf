import * as Y from 'yjs';
import { ViewLayout, type DatabaseViewLayout } from '../../layouts.js';
import { decodeDoc } from '../../yjs.js';
import { readDatabase, readRow } from '../read.js';
import type { DatabaseModel, RowModel } from '../model.js';
import { createDatabase } from '../write/create.js';

// Test factories for the write tests (not exported from the package).

export const now = new Date('2024-05-25T12:00:00Z');
export const databaseId = '11111111-2222-4333-8444-555555555555';
export const viewId = '99999999-8888-4777-8666-555555555555';

export function freshDatabase(layout: DatabaseViewLayout = ViewLayout.Grid): {
  doc: Y.Doc;
  rows: Map<string, Y.Doc>;
} {
  const created = createDatabase({ databaseId, viewId, name: 'Tasks', layout, now });
  return {
    doc: decodeDoc(created.database),
    rows: new Map(created.rows.map((row) => [row.rowId, decodeDoc(row.docState)])),
  };
}

/** Two replicas of one doc. */
export function replicas(doc: Y.Doc): [Y.Doc, Y.Doc] {
  const a = new Y.Doc();
  const b = new Y.Doc();
  Y.applyUpdate(a, Y.encodeStateAsUpdate(doc));
  Y.applyUpdate(b, Y.encodeStateAsUpdate(doc));
  return [a, b];
}

/** Exchanges both ways what each replica lacks. */
export function exchange(a: Y.Doc, b: Y.Doc): void {
  const toB = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const toA = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, toB);
  Y.applyUpdate(a, toA);
}

export function model(doc: Y.Doc): DatabaseModel {
  return readDatabase(doc);
}

export function row(doc: Y.Doc): RowModel {
  const read = readRow(doc);
  if (read === undefined) throw new Error('no row');
  return read;
}

export function fieldNamed(database: DatabaseModel, name: string): string {
  const field = Object.values(database.fields).find((f) => f.name === name);
  if (field === undefined) throw new Error(`no field ${name}`);
  return field.id;
}
