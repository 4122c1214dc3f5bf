import { syncOrigin } from '@quire/shared';
import { documentParts, emptyDocument } from '@quire/shared/collab';
import { renderHook } from '@testing-library/react';
import * as Y from 'yjs';
import { documentHasContent, useFirstEdit } from './useFirstEdit';

/** Types into the empty document's one text (its paragraph's), as this client's editor would: a local change. */
function typeInto(doc: Y.Doc, text: string) {
  const [only] = [...documentParts(doc).textMap.values()];
  if (!(only instanceof Y.Text)) throw new Error('no text');
  only.insert(0, text);
}

describe('a row document marked as written', () => {
  it('an empty document (a page and an empty paragraph) has no content; typed text has', () => {
    const doc = new Y.Doc();
    expect(documentHasContent(doc)).toBe(false);
    Y.applyUpdate(doc, emptyDocument());
    expect(documentHasContent(doc)).toBe(false);
    typeInto(doc, 'Notes');
    expect(documentHasContent(doc)).toBe(true);
  });

  it('calls back once, on this client’s first change leaving content; the server’s changes do not count', () => {
    const doc = new Y.Doc();
    const onEdited = jest.fn();
    renderHook(() => {
      useFirstEdit(doc, onEdited);
    });
    // The seeded empty document is a local change without content.
    Y.applyUpdate(doc, emptyDocument());
    expect(onEdited).not.toHaveBeenCalled();
    // A copy from the server holding text is not this reader's typing.
    const server = new Y.Doc();
    Y.applyUpdate(server, Y.encodeStateAsUpdate(doc));
    typeInto(server, 'theirs');
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(server, Y.encodeStateVector(doc)), syncOrigin);
    expect(onEdited).not.toHaveBeenCalled();
    typeInto(doc, 'mine ');
    typeInto(doc, 'more ');
    expect(onEdited).toHaveBeenCalledTimes(1);
  });
});
