import type { DocumentSync } from '@quire/shared';
import {
  createDatabase,
  insertRowOrder,
  newRowDoc,
  readDatabase,
  setCell,
  type CellInput,
  type FieldType,
} from '@quire/shared/collab';
import { fireEvent } from '@testing-library/react';
import * as Y from 'yjs';
import type { DatabaseIo } from '../data/io';
import { fakeIo, PAGE_VIEW, type FakeCollabServer } from '../test/databaseHarness';

// Test data and helpers for the board and calendar tests (the grid's harness serves grids).

export const BOARD_DATABASE = 'c0a80000-0000-4000-8000-0000000000bd';

/** The harness's io over the fake server, showing `databaseId` on its page; every sync it opened, by object id. */
export function ioFor(
  server: FakeCollabServer,
  databaseId: string,
): { io: DatabaseIo; syncs: Map<string, DocumentSync> } {
  const base = fakeIo(server);
  return { io: { ...base.io, databaseIdOf: () => Promise.resolve(databaseId) }, syncs: base.syncs };
}

/**
 * A database made by createDatabase for `layout` on the fake server (its page view is the harness's), with
 * `rowCells` given per row (by field name) on rows the seed adds. Answers the field ids by name and the row ids.
 */
export function seedDatabase(
  server: FakeCollabServer,
  databaseId: string,
  layout: Parameters<typeof createDatabase>[0]['layout'],
  edit?: (doc: Y.Doc) => void,
) {
  const created = createDatabase({
    databaseId,
    viewId: PAGE_VIEW,
    name: 'Plans',
    layout,
    now: new Date('2026-01-01T00:00:00Z'),
  });
  const database = new Y.Doc();
  Y.applyUpdate(database, created.database);
  edit?.(database);
  server.docs.set(databaseId, database);
  const model = readDatabase(database);
  const fields: Record<string, string> = {};
  for (const field of Object.values(model.fields)) fields[field.name] = field.id;
  const options: Record<string, string> = {};
  for (const field of Object.values(model.fields))
    for (const option of field.options) options[option.name] = option.id;
  const rowIds = created.rows.map((row) => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, row.docState);
    server.docs.set(row.rowId, doc);
    return row.rowId;
  });
  return { database, fields, options, rowIds };
}

/** Writes a cell straight into a row on the fake server (before the page opens). */
export function seedCell(
  server: FakeCollabServer,
  rowId: string,
  fieldId: string,
  type: FieldType,
  data: string,
  extra: { endTimestamp?: string; isRange?: boolean } = {},
) {
  const doc = server.docs.get(rowId);
  if (doc === undefined) throw new Error(`no row ${rowId}`);
  setCell(doc, fieldId, { type, data, ...extra }, new Date('2026-01-02T00:00:00Z'));
}

/**
 * jsdom lays nothing out: each element gets a box from `boxOf` (zero when it answers undefined), so that the
 * drag and drop's hit testing finds the drop targets.
 */
export function layOut(
  boxOf: (element: Element) => { x: number; y: number; width: number; height: number } | undefined,
) {
  const spy = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const box = boxOf(this) ?? { x: 0, y: 0, width: 0, height: 0 };
    return {
      ...box,
      top: box.y,
      left: box.x,
      right: box.x + box.width,
      bottom: box.y + box.height,
      toJSON: () => box,
    };
  });
  return () => {
    spy.mockRestore();
  };
}

/** A mouse drag from one point to another, past the sensors' activation distance. */
export function dragWithMouse(
  element: Element,
  from: { x: number; y: number },
  to: { x: number; y: number },
) {
  fireEvent.mouseDown(element, { clientX: from.x, clientY: from.y, button: 0 });
  fireEvent.mouseMove(document, { clientX: from.x + 10, clientY: from.y + 10 });
  fireEvent.mouseMove(document, { clientX: to.x, clientY: to.y });
  fireEvent.mouseUp(document, { clientX: to.x, clientY: to.y });
}

/** A row added to a seeded database on the fake server, with its cells; answers its id. */
export function seedRow(
  server: FakeCollabServer,
  databaseId: string,
  cells: Record<string, CellInput>,
): string {
  const database = server.docs.get(databaseId);
  if (database === undefined) throw new Error(`no database ${databaseId}`);
  const rowId = crypto.randomUUID();
  server.docs.set(rowId, newRowDoc({ databaseId, rowId, now: new Date('2026-01-02T00:00:00Z'), cells }));
  insertRowOrder(database, rowId);
  return rowId;
}
