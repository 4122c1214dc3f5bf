import { exhaustive } from '../errors/exhaustive.js';
import { emptyChat } from './chat.js';
import { emptyDatabase } from './database.js';
import { emptyDocument } from './document.js';
import { CollabType, ViewLayout } from './layouts.js';

export interface NewCollab {
  objectId: string;
  collabType: CollabType;
  docState: Uint8Array;
}

/**
 * The empty, valid collab a new page of `layout` starts with. A document or chat collab is named after
 * its view; a database collab gets an id of its own (AppFlowy's database id), and the page is its view.
 */
export function emptyCollabFor(params: {
  layout: ViewLayout;
  viewId: string;
  name: string;
  now: Date;
}): NewCollab {
  const { layout, viewId, name, now } = params;
  switch (layout) {
    case ViewLayout.Document:
      return { objectId: viewId, collabType: CollabType.Document, docState: emptyDocument() };
    case ViewLayout.Grid:
    case ViewLayout.Board:
    case ViewLayout.Calendar: {
      const databaseId = crypto.randomUUID();
      return {
        objectId: databaseId,
        collabType: CollabType.Database,
        docState: emptyDatabase({ databaseId, viewId, name, layout, now }),
      };
    }
    case ViewLayout.AIChat:
      return { objectId: viewId, collabType: CollabType.Empty, docState: emptyChat({ chatId: viewId, now }) };
    default:
      return exhaustive(layout);
  }
}
