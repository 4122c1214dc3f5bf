import * as Y from 'yjs';
import { encodeDoc, unixNow, yMap } from './yjs.js';

/**
 * AppFlowy keeps chat messages in SQL tables rather than in a collab, and has no layout for a chat
 * collab. We still give every page a collab, so an AI chat page gets a minimal one in the same style
 * (root map `data`, one section `chat` naming the chat), which the chat issue can grow.
 */
export function emptyChat(params: { chatId: string; now: Date }): Uint8Array {
  const doc = new Y.Doc();
  doc.transact(() => {
    doc.getMap('data').set('chat', yMap({ id: params.chatId, created_at: unixNow(params.now) }));
  });
  return encodeDoc(doc);
}
