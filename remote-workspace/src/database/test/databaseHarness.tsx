import {
  DocumentSync,
  StoreProvider,
  type CollabCache,
  type CollabTarget,
  type CollabTransport,
  type ServerCollab,
} from '@quire/shared';
import {
  addField,
  createDatabase,
  FieldType,
  readDatabase,
  readRow,
  setCell,
  ViewLayout,
  type CellInput,
} from '@quire/shared/collab';
import { render } from '@testing-library/react';
import * as Y from 'yjs';
import { DatabaseIoContext, type DatabaseIo } from '../data/io';
import { DatabaseView } from '../views/DatabaseView';

export const WS = 'ws-1';
export const PAGE_VIEW = 'c0a80000-0000-4000-8000-000000000001';
const DATABASE = 'c0a80000-0000-4000-8000-0000000000db';

/** The server's collabs in memory: loads answer them, sends merge into them (a first send creates one). */
export class FakeCollabServer implements CollabTransport {
  readonly docs = new Map<string, Y.Doc>();
  readonly sent: string[] = [];
  /** The ids of each batch read, and of each single load. */
  readonly batches: string[][] = [];
  readonly loads: string[] = [];

  load(target: CollabTarget) {
    this.loads.push(target.objectId);
    const doc = this.docs.get(target.objectId);
    if (doc === undefined) return Promise.reject(new Error('RecordNotFound'));
    return Promise.resolve({
      docState: Y.encodeStateAsUpdate(doc),
      stateVector: Y.encodeStateVector(doc),
      version: 1,
    });
  }

  send(target: CollabTarget, update: Uint8Array) {
    let doc = this.docs.get(target.objectId);
    if (doc === undefined) {
      doc = new Y.Doc();
      this.docs.set(target.objectId, doc);
    }
    Y.applyUpdate(doc, update);
    this.sent.push(target.objectId);
    return Promise.resolve({ version: 2 });
  }
}

const noCache: CollabCache = {
  read: () => Promise.resolve(undefined),
  write: () => Promise.resolve(),
};

/**
 * A grid database on the fake server: AppFlowy's default grid (Name, Type, Done and three rows) plus a Number
 * and a Tags (multi select) field, the rows named Alpha, Beta, Gamma.
 */
export function seedGrid(server: FakeCollabServer): {
  databaseId: string;
  rowIds: string[];
  fields: Record<string, string>;
} {
  const created = createDatabase({
    databaseId: DATABASE,
    viewId: PAGE_VIEW,
    name: 'Tasks',
    layout: ViewLayout.Grid,
    now: new Date('2026-01-01T00:00:00Z'),
  });
  const database = new Y.Doc();
  Y.applyUpdate(database, created.database);
  const now = new Date('2026-01-02T00:00:00Z');
  addField(database, { name: 'Count', type: FieldType.Number, now });
  addField(database, { name: 'Tags', type: FieldType.MultiSelect, now });
  server.docs.set(DATABASE, database);
  const model = readDatabase(database);
  const fields: Record<string, string> = {};
  for (const field of Object.values(model.fields)) fields[field.name] = field.id;
  const names = ['Alpha', 'Beta', 'Gamma'];
  const rowIds = created.rows.map((row, index) => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, row.docState);
    setCell(doc, fields.Name ?? '', { type: FieldType.RichText, data: names[index] ?? '' }, now);
    server.docs.set(row.rowId, doc);
    return row.rowId;
  });
  return { databaseId: DATABASE, rowIds, fields };
}

/** The io a test gives the grid: the fake server, no cache, no realtime; every sync it opened, by object id. */
export function fakeIo(server: FakeCollabServer) {
  const syncs = new Map<string, DocumentSync>();
  const io: DatabaseIo = {
    databaseIdOf: () => Promise.resolve(DATABASE),
    loadRows: (_workspaceId, rowIds) => {
      server.batches.push([...rowIds]);
      const found = new Map<string, ServerCollab>();
      for (const id of rowIds) {
        const doc = server.docs.get(id);
        if (doc !== undefined) {
          found.set(id, {
            docState: Y.encodeStateAsUpdate(doc),
            stateVector: Y.encodeStateVector(doc),
            version: 1,
          });
        }
      }
      return Promise.resolve(found);
    },
    openSync: (target, create, preloaded) => {
      let first = preloaded;
      const transport: CollabTransport = {
        load: (loaded) => {
          const copy = first;
          first = undefined;
          return copy === undefined ? server.load(loaded) : Promise.resolve(copy);
        },
        send: (sent, update) => server.send(sent, update),
      };
      const sync = new DocumentSync(target, {
        transport,
        cache: noCache,
        debounceMs: 5,
        ...(create === undefined ? {} : { create }),
      });
      syncs.set(target.objectId, sync);
      return sync;
    },
  };
  return { io, syncs };
}

/** The cell a row holds for a field, as the row's doc on this client says. */
export function cellOf(syncs: Map<string, DocumentSync>, rowId: string, fieldId: string) {
  const doc = syncs.get(rowId)?.doc;
  return doc === undefined ? undefined : readRow(doc)?.cells[fieldId];
}

export function cellInput(type: number, data: string): CellInput {
  return { type: type as CellInput['type'], data };
}

/** Gives elements a size (giveElementsASize) during each test of the file that calls it, and restores them after. */
export function sizeElementsInEachTest(): void {
  let restore: () => void = () => undefined;
  beforeEach(() => {
    restore = giveElementsASize();
  });
  afterEach(() => {
    restore();
  });
}

/** jsdom lays nothing out: the grid's scroller gets a size so the virtualiser draws rows and columns. */
export function giveElementsASize(): () => void {
  const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1400 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  return () => {
    if (width !== undefined) Object.defineProperty(HTMLElement.prototype, 'clientWidth', width);
    if (height !== undefined) Object.defineProperty(HTMLElement.prototype, 'clientHeight', height);
  };
}

export function renderDatabase(io: DatabaseIo, options: { readOnly?: boolean } = {}) {
  return render(
    <StoreProvider>
      <DatabaseIoContext.Provider value={io}>
        <DatabaseView workspaceId={WS} viewId={PAGE_VIEW} readOnly={options.readOnly ?? false} />
      </DatabaseIoContext.Provider>
    </StoreProvider>,
  );
}
