import { CollabPresence } from '@quire/shared';
import { Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { documentTree, insertBlock } from '@quire/shared/collab';
import { bindEditorWith, documentWith, otherOrigin, type Harness } from '../test/editorHarness';

let harness: Harness | undefined;
let presence: CollabPresence | undefined;
afterEach(() => {
  harness?.destroy();
  presence?.destroy();
  harness = undefined;
  presence = undefined;
});

function open(): { harness: Harness; presence: CollabPresence } {
  const doc = documentWith([
    { id: 'firstAAA', ty: 'paragraph', text: [{ insert: 'Hello world' }] },
    { id: 'secondBB', ty: 'paragraph', text: [{ insert: 'Second line' }] },
  ]);
  presence = new CollabPresence(doc);
  presence.setUser({ id: 'me', name: 'Me', color: '#123456' });
  harness = bindEditorWith(doc, { presence });
  return { harness, presence };
}

/** Another client's awareness update with `state`. */
function remote(state: unknown): Uint8Array {
  const other = new Awareness(new Y.Doc());
  other.setLocalState(state as Record<string, unknown> | null);
  const update = encodeAwarenessUpdate(other, [other.clientID]);
  other.destroy();
  return update;
}

describe('presence in the editor', () => {
  it('a collaborator’s caret is drawn in their block at their offset, with their name as text', () => {
    const {
      harness: { editor },
      presence: here,
    } = open();
    const at = { blockId: 'secondBB', offset: 6 };
    here.receive(
      remote({ user: { id: 'ana', name: 'Ana <b>', color: '#e91e63' }, cursor: { anchor: at, head: at } }),
    );
    const caret = editor.domElement?.querySelector('[data-testid="remote-caret"]');
    expect(caret?.getAttribute('data-name')).toBe('Ana <b>');
    expect(caret?.textContent).toBe('');
    expect(caret?.querySelector('b')).toBeNull();
    expect(caret?.closest('[data-id]')?.getAttribute('data-id')).toBe('secondBB');
    // Its top-level block is marked (left out of content-visibility, which would clip the name), no other.
    expect(
      [...(editor.domElement?.querySelectorAll('.bn-block-outer.quire-remote-caret-block') ?? [])].map(
        (outer) => outer.getAttribute('data-id'),
      ),
    ).toEqual(['secondBB']);
    // The text before the caret in its block is the first six characters.
    const block = caret?.closest('.bn-inline-content');
    const marked = caret?.ownerDocument.createTextNode('|');
    if (marked !== undefined) caret?.replaceWith(marked);
    expect(block?.textContent).toBe('Second| line');
  });

  it('a selection is shaded; a caret in a block that is gone is not drawn; leaving removes it', () => {
    const {
      harness: { editor },
      presence: here,
    } = open();
    here.receive(
      remote({
        user: { id: 'bo', name: 'Bo', color: '#2196f3' },
        cursor: { anchor: { blockId: 'firstAAA', offset: 0 }, head: { blockId: 'firstAAA', offset: 5 } },
      }),
    );
    expect(editor.domElement?.querySelector('.quire-remote-selection')?.textContent).toBe('Hello');
    here.receive(
      remote({
        user: { id: 'cy', name: 'Cy', color: '#00897b' },
        cursor: { anchor: { blockId: 'missingX', offset: 1 }, head: { blockId: 'missingX', offset: 1 } },
      }),
    );
    expect(editor.domElement?.querySelectorAll('[data-testid="remote-caret"]')).toHaveLength(1);

    // Dan arrives, then leaves: his caret goes with him.
    const dan = new Awareness(new Y.Doc());
    const at = { blockId: 'secondBB', offset: 2 };
    dan.setLocalState({
      user: { id: 'dan', name: 'Dan', color: '#6d4c41' },
      cursor: { anchor: at, head: at },
    });
    here.receive(encodeAwarenessUpdate(dan, [dan.clientID]));
    expect(editor.domElement?.querySelectorAll('[data-testid="remote-caret"]')).toHaveLength(2);
    dan.setLocalState(null);
    here.receive(encodeAwarenessUpdate(dan, [dan.clientID]));
    dan.destroy();
    const names = [...(editor.domElement?.querySelectorAll('[data-testid="remote-caret"]') ?? [])].map(
      (caret) => caret.getAttribute('data-name'),
    );
    expect(names).toEqual(['Bo']);
  });

  it('a caret in a block that has not arrived yet is drawn once the block arrives', () => {
    const {
      harness: { doc, editor },
      presence: here,
    } = open();
    const at = { blockId: 'laterCCC', offset: 0 };
    here.receive(
      remote({ user: { id: 'eve', name: 'Eve', color: '#ef6c00' }, cursor: { anchor: at, head: at } }),
    );
    expect(editor.domElement?.querySelector('[data-testid="remote-caret"]')).toBeNull();
    insertBlock(
      doc,
      { id: 'laterCCC', ty: 'paragraph', text: [{ insert: 'Arrived' }] },
      { parentId: documentTree(doc).id },
      otherOrigin,
    );
    const caret = editor.domElement?.querySelector('[data-testid="remote-caret"]');
    expect(caret?.closest('[data-id]')?.getAttribute('data-id')).toBe('laterCCC');
  });

  it('this user’s caret is shared as block id and offset when it moves in the focused editor', () => {
    const {
      harness: { editor },
      presence: here,
    } = open();
    editor.prosemirrorView.hasFocus = () => true;
    editor.setTextCursorPosition('secondBB', 'end');
    expect(here.awareness.getLocalState()).toMatchObject({
      user: { id: 'me' },
      cursor: { anchor: { blockId: 'secondBB', offset: 11 }, head: { blockId: 'secondBB', offset: 11 } },
    });
  });
});
