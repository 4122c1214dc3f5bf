import { act, fireEvent, render, screen } from '@testing-library/react';
import { insertBlock, pageId } from '@quire/shared/collab';
import { bindEditor, documentWith, otherOrigin, type Harness } from '../test/editorHarness';
import type { FindSlot } from './findExtension';
import { FindBar } from './FindBar';
import { findMatches } from './matches';

const paragraphs = (...texts: string[]) =>
  texts.map((text, index) => ({ id: `p${index + 1}`, ty: 'paragraph', text: [{ insert: text }] }));

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

function open(texts: string[]): { harness: Harness; slot: FindSlot } {
  const slot: FindSlot = { open: null };
  harness = bindEditor(documentWith(paragraphs(...texts)), slot);
  render(<FindBar editor={harness.editor} slot={slot} />);
  return { harness, slot };
}

const marked = (h: Harness) =>
  [...(h.editor.domElement?.querySelectorAll('.quire-find-match') ?? [])].map((node) => node.textContent);

describe('find in page', () => {
  it('finds every occurrence, case-insensitively, across marks but never across blocks', () => {
    const { harness: h } = open(['Cats and cats', 'no match here: ca', 'ts']);
    h.editor.updateBlock('p1', {
      content: [
        { type: 'text', text: 'Ca', styles: { bold: true } },
        { type: 'text', text: 'ts and cats', styles: {} },
      ],
    });
    const view = h.editor.prosemirrorView;
    const found = findMatches(view.state.doc, 'CATS');
    expect(found).toHaveLength(2);
    expect(found.map(({ from, to }) => view.state.doc.textBetween(from, to))).toEqual(['Cats', 'cats']);
    expect(findMatches(view.state.doc, '')).toEqual([]);
  });

  it('KEY-11 / mod+f in the editor opens the find bar; typing marks the occurrences and counts them; Enter steps, Escape closes', () => {
    const { harness: h } = open(['alpha beta alpha', 'gamma', 'Alpha again']);
    const view = h.editor.prosemirrorView;
    expect(screen.queryByTestId('find-bar')).toBeNull();
    act(() => {
      fireEvent.keyDown(view.dom, { key: 'f', code: 'KeyF', ctrlKey: true });
    });
    const field = screen.getByRole('searchbox', { name: 'Find in page' });
    fireEvent.change(field, { target: { value: 'alpha' } });
    expect(screen.getByTestId('find-count')).toHaveTextContent('1 of 3');
    expect(marked(h)).toEqual(['alpha', 'alpha', 'Alpha']);
    expect(h.editor.domElement?.querySelector('.quire-find-current')?.textContent).toBe('alpha');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByTestId('find-count')).toHaveTextContent('2 of 3');
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    expect(screen.getByTestId('find-count')).toHaveTextContent('3 of 3');
    fireEvent.change(field, { target: { value: 'zeta' } });
    expect(screen.getByTestId('find-count')).toHaveTextContent('No results');
    expect(marked(h)).toEqual([]);
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByTestId('find-bar')).toBeNull();
    // Closing leaves nothing marked and the document untouched.
    expect(marked(h)).toEqual([]);
    expect(h.editor.document.map((block) => block.id)).toEqual(['p1', 'p2', 'p3']);
  });

  it('the count follows the document while find is open (a co-editor adds an occurrence)', () => {
    const { harness: h, slot } = open(['one needle', 'hay']);
    act(() => slot.open?.());
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'needle' } });
    expect(screen.getByTestId('find-count')).toHaveTextContent('1 of 1');
    act(() => {
      insertBlock(
        h.doc,
        { id: 'p9', ty: 'paragraph', text: [{ insert: 'another needle' }] },
        { parentId: pageId(h.doc) },
        otherOrigin,
      );
    });
    expect(screen.getByTestId('find-count')).toHaveTextContent('1 of 2');
    expect(marked(h)).toEqual(['needle', 'needle']);
  });

  it('an over-long query is cut at the field’s limit (find is for words, not chapters)', () => {
    const { slot } = open(['text']);
    act(() => slot.open?.());
    expect(screen.getByRole('searchbox')).toHaveAttribute('maxLength', '500');
  });
});
