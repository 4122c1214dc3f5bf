import * as Y from 'yjs';

/** A Y.Map filled before it is attached to a document (Yjs keeps the entries as prelim content). */
export function yMap(entries: Record<string, unknown>): Y.Map<unknown> {
  return new Y.Map<unknown>(Object.entries(entries));
}

export function yArray(items: unknown[]): Y.Array<unknown> {
  const array = new Y.Array<unknown>();
  array.push(items);
  return array;
}

/** The whole document as one Yjs v1 update: the `doc_state` AppFlowy stores and serves. */
export function encodeDoc(doc: Y.Doc): Uint8Array {
  return Y.encodeStateAsUpdate(doc);
}

export function decodeDoc(docState: Uint8Array): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, docState);
  return doc;
}

/** Unix seconds, the unit of AppFlowy's database timestamps. */
export function unixNow(now: Date): number {
  return Math.floor(now.getTime() / 1000);
}
