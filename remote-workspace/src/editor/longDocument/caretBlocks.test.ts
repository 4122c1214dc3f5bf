import { bindEditor, documentWith, type Harness } from '../test/editorHarness';
import { caretBlockClass } from './caretBlocks';

const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `p${index + 1}`,
    ty: 'paragraph',
    text: [{ insert: `line ${index + 1}` }],
  }));

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

/** The texts of the top-level blocks carrying the class, in order. */
function marked(h: Harness): string[] {
  const outers = h.editor.domElement?.querySelectorAll(
    `.bn-block-group > .bn-block-outer.${caretBlockClass}`,
  );
  return Array.from(outers ?? []).map(
    (outer) => outer.querySelector('.bn-inline-content')?.textContent ?? '',
  );
}

describe('the blocks around the caret are marked to stay rendered', () => {
  it('marks the caret’s top-level block and its neighbours, and follows the caret', () => {
    harness = bindEditor(documentWith(paragraphs(8)));
    const h = harness;
    h.editor.setTextCursorPosition('p5', 'end');
    expect(marked(h)).toEqual(['line 4', 'line 5', 'line 6']);
    h.editor.setTextCursorPosition('p1', 'start');
    expect(marked(h)).toEqual(['line 1', 'line 2']);
    h.editor.setTextCursorPosition('p8', 'end');
    expect(marked(h)).toEqual(['line 7', 'line 8']);
  });

  it('a block made by splitting the caret’s block is marked in the same transaction that makes it', () => {
    harness = bindEditor(documentWith(paragraphs(6)));
    const h = harness;
    h.editor.setTextCursorPosition('p3', 'end');
    const view = h.editor.prosemirrorView;
    const before = view.state.selection.from;
    view.dispatch(view.state.tr.split(before, 2));
    // The split block holds the caret: marked, as are the blocks on either side.
    const caretOuter = (view.domAtPos(view.state.selection.from).node as Element).closest('.bn-block-outer');
    expect(caretOuter?.classList.contains(caretBlockClass)).toBe(true);
    expect(marked(h)).toEqual(['line 3', '', 'line 4']);
  });

  it('typing within the block keeps the marks where they are', () => {
    harness = bindEditor(documentWith(paragraphs(5)));
    const h = harness;
    h.editor.setTextCursorPosition('p2', 'end');
    h.editor.insertInlineContent('!');
    expect(marked(h)).toEqual(['line 1', 'line 2!', 'line 3']);
  });

  it('a selection across blocks marks the blocks around both of its ends', () => {
    harness = bindEditor(documentWith(paragraphs(9)));
    const h = harness;
    h.editor.setSelection('p2', 'p8');
    expect(marked(h)).toEqual(['line 1', 'line 2', 'line 3', 'line 7', 'line 8', 'line 9']);
  });
});
