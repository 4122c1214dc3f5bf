import * as Y from 'yjs';
import { exhaustive } from '../errors/exhaustive.js';
import { emptyChat } from './chat.js';
import { CollabType, ViewLayout } from './layouts.js';
import type { NewCollab } from './empty.js';
import { decodeDoc, encodeDoc } from './yjs.js';

export interface SourceCollab {
  objectId: string;
  docState: Uint8Array;
}

/**
 * The collab of a duplicated page. A document's content does not name its page, so its bytes are copied
 * as they are. A database names itself and its views inside, so the copy is re-keyed to a new database
 * id and the new page's view id (every other key, field and setting is carried over). A chat's messages
 * live outside its collab, so the copy is a fresh chat.
 */
export function copyCollabFor(params: {
  layout: ViewLayout;
  source: SourceCollab;
  sourceViewId: string;
  viewId: string;
  now: Date;
}): NewCollab {
  const { layout, source, sourceViewId, viewId, now } = params;
  switch (layout) {
    case ViewLayout.Document:
      return {
        objectId: viewId,
        collabType: CollabType.Document,
        docState: Uint8Array.from(source.docState),
      };
    case ViewLayout.Grid:
    case ViewLayout.Board:
    case ViewLayout.Calendar: {
      const databaseId = crypto.randomUUID();
      return {
        objectId: databaseId,
        collabType: CollabType.Database,
        docState: rekeyDatabase(source.docState, { databaseId, sourceViewId, viewId }),
      };
    }
    case ViewLayout.AIChat:
      return { objectId: viewId, collabType: CollabType.Empty, docState: emptyChat({ chatId: viewId, now }) };
    default:
      return exhaustive(layout);
  }
}

function rekeyDatabase(
  docState: Uint8Array,
  ids: { databaseId: string; sourceViewId: string; viewId: string },
): Uint8Array {
  const doc = decodeDoc(docState);
  const database = asMap(doc.getMap<unknown>('data').get('database'));
  if (database === undefined) throw new Error('The source collab holds no database');
  doc.transact(() => {
    database.set('id', ids.databaseId);
    asMap(database.get('metas'))?.set('iid', ids.viewId);
    const views = asMap(database.get('views'));
    if (views === undefined) return;
    for (const [key, entry] of [...views.entries()]) {
      const view = asMap(entry);
      if (view === undefined) continue;
      // Yjs types cannot change parents: the view is cloned under its new key and the old entry removed.
      const copy = view.clone();
      const newKey = key === ids.sourceViewId ? ids.viewId : key;
      copy.set('id', newKey);
      copy.set('database_id', ids.databaseId);
      views.delete(key);
      views.set(newKey, copy);
    }
  });
  return encodeDoc(doc);
}

function asMap(value: unknown): Y.Map<unknown> | undefined {
  return value instanceof Y.Map ? (value as Y.Map<unknown>) : undefined;
}
