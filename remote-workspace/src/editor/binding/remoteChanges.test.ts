import { documentParts, insertBlock, pageId } from '@quire/shared/collab';
import * as Y from 'yjs';
import { documentWith, otherOrigin } from '../test/editorHarness';
import { remoteChangesOf, type RemoteChanges } from './remoteChanges';

/** The changes `edit` makes, as the binding sorts them. */
function changesOf(doc: Y.Doc, edit: () => void): RemoteChanges {
  const { document } = documentParts(doc);
  let changes: RemoteChanges | undefined;
  const observer = (events: Y.YEvent<Y.AbstractType<unknown>>[]) => {
    changes = remoteChangesOf(doc, events);
  };
  document.observeDeep(observer);
  doc.transact(edit);
  document.unobserveDeep(observer);
  if (changes === undefined) throw new Error('nothing changed');
  return changes;
}

const field = (doc: Y.Doc, id: string, key: string) =>
  (documentParts(doc).blocks.get(id) as Y.Map<unknown>).get(key) as string;
const textOf = (doc: Y.Doc, id: string) =>
  documentParts(doc).textMap.get(field(doc, id, 'external_id')) as Y.Text;

describe('a change from elsewhere, sorted by block', () => {
  it('finds the block owning a text, also after blocks come and texts move, and never a former owner', () => {
    const doc = documentWith([
      { id: 'firstAAA', ty: 'paragraph', text: [{ insert: 'one' }] },
      { id: 'secondBB', ty: 'paragraph', text: [{ insert: 'two' }] },
    ]);
    const typed = changesOf(doc, () => {
      textOf(doc, 'firstAAA').insert(3, '!');
      textOf(doc, 'secondBB').insert(0, '>');
    });
    expect([...typed.texts.keys()].sort()).toEqual(['firstAAA', 'secondBB']);
    expect(typed.texts.get('secondBB')).toEqual([{ insert: '>' }]);
    // A block made since, typed into.
    insertBlock(doc, { id: 'latestCC', ty: 'paragraph' }, { parentId: pageId(doc) }, otherOrigin);
    expect([
      ...changesOf(doc, () => {
        textOf(doc, 'latestCC').insert(0, 'new');
      }).texts.keys(),
    ]).toEqual(['latestCC']);
    // Another client gives a block a new text: edits to the old one belong to no block any more.
    const old = textOf(doc, 'firstAAA');
    doc.transact(() => {
      const text = new Y.Text('one!');
      documentParts(doc).textMap.set('a-text-made-elsewhere', text);
      (documentParts(doc).blocks.get('firstAAA') as Y.Map<unknown>).set(
        'external_id',
        'a-text-made-elsewhere',
      );
    });
    expect(
      changesOf(doc, () => {
        old.insert(0, 'x');
      }).texts.size,
    ).toBe(0);
    expect([
      ...changesOf(doc, () => {
        textOf(doc, 'firstAAA').insert(0, 'y');
      }).texts.keys(),
    ]).toEqual(['firstAAA']);
  });

  it('finds the block owning a children list', () => {
    const doc = documentWith([
      { id: 'firstAAA', ty: 'paragraph', text: [{ insert: 'one' }] },
      { id: 'secondBB', ty: 'paragraph', text: [{ insert: 'two' }] },
    ]);
    const page = pageId(doc);
    const list = (id: string) =>
      documentParts(doc).childrenMap.get(field(doc, id, 'children')) as Y.Array<string>;
    const moved = changesOf(doc, () => {
      list(page).delete(1, 1);
    });
    expect([...moved.parents]).toEqual([page]);
    expect(moved.texts.size).toBe(0);
    expect([
      ...changesOf(doc, () => {
        list('firstAAA').push(['secondBB']);
      }).parents,
    ]).toEqual(['firstAAA']);
  });
});
