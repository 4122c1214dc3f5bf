import { bindEditor, documentWith, paragraph, type Harness } from '../test/editorHarness';
import { firstWindowBlocks, windowFromBlocks } from './blockWindow';
import { revealPosition } from './blockWindowPlugin';

const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, index) => paragraph(`p${index + 1}`, `line ${index + 1}`));

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

/** The window's style sheet for the harness's editor. */
function sheet(h: Harness): string {
  const id = h.editor.prosemirrorView.dom.getAttribute('data-quire-window');
  return document.head.querySelector(`style[data-quire-window="${id ?? ''}"]`)?.textContent ?? '';
}

/** The window's rule for blocks `from` to `to` (counted from 1, as `:nth-child` counts) of `count`. */
const shown = (from: number, to: number, count = windowFromBlocks + 100) =>
  `:not(:nth-child(n+${from} of .bn-block-outer):nth-last-child(n+${count - to + 1} of .bn-block-outer)`;

describe('a long document renders only a window of its top-level blocks', () => {
  it('leaves a document below the threshold alone', () => {
    harness = bindEditor(documentWith(paragraphs(windowFromBlocks - 1)));
    expect(sheet(harness)).toBe('');
    // content-visibility (longDocumentStyles) applies there, not in a windowed document.
    expect(harness.editor.prosemirrorView.dom.hasAttribute('data-quire-windowed')).toBe(false);
    // mod+End is the editor's there too: the caret's block is marked (rendered) in the same transaction.
    const view = harness.editor.prosemirrorView;
    view.dom.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', ctrlKey: true, bubbles: true }));
    expect(harness.editor.getTextCursorPosition().block.id).toBe(`p${windowFromBlocks - 1}`);
    expect(
      view.dom.querySelector('.bn-block-outer:last-child')?.classList.contains('quire-caret-block'),
    ).toBe(true);
  });

  it('renders the top of a long document first, the rest kept as room below it', () => {
    harness = bindEditor(documentWith(paragraphs(windowFromBlocks + 100)));
    expect(harness.editor.prosemirrorView.dom.getAttribute('data-quire-windowed')).toBe('true');
    expect(sheet(harness)).toContain(`${shown(1, firstWindowBlocks)}) { display: none !important; }`);
    expect(sheet(harness)).toMatch(/::after \{ content: ''; display: block; height: [1-9]\d+px; \}/);
  });

  it('keeps the blocks around the caret rendered wherever the window is, and the same blocks in the window after an insertion above', () => {
    harness = bindEditor(documentWith(paragraphs(windowFromBlocks + 100)));
    const h = harness;
    h.editor.setTextCursorPosition('p400', 'end');
    expect(sheet(h)).toContain(
      `${shown(1, firstWindowBlocks)}, :nth-last-child(202 of .bn-block-outer), :nth-last-child(201 of .bn-block-outer), :nth-last-child(200 of .bn-block-outer))`,
    );
    h.editor.insertBlocks([{ type: 'paragraph', content: 'new first' }], 'p1', 'before');
    expect(sheet(h)).toContain(
      // The caret's blocks, counted from the last block, are the same ones.
      `${shown(2, firstWindowBlocks + 1, windowFromBlocks + 101)}, :nth-last-child(202 of .bn-block-outer), :nth-last-child(201 of .bn-block-outer), :nth-last-child(200 of .bn-block-outer))`,
    );
  });

  it('leaves the sheet as it was when a block is inserted or removed inside the window (Enter, Backspace)', () => {
    harness = bindEditor(documentWith(paragraphs(windowFromBlocks + 100)));
    const h = harness;
    h.editor.setTextCursorPosition('p30', 'end');
    const before = sheet(h);
    const style = document.head.querySelector(
      `style[data-quire-window="${h.editor.prosemirrorView.dom.getAttribute('data-quire-window') ?? ''}"]`,
    );
    const rewrites: MutationRecord[] = [];
    const observer = new MutationObserver((records) => rewrites.push(...records));
    if (style !== null) observer.observe(style, { childList: true, characterData: true, subtree: true });
    h.editor.insertBlocks([{ type: 'paragraph', content: 'a new line' }], 'p30', 'after');
    h.editor.setTextCursorPosition(h.editor.document[30]?.id ?? '', 'end');
    h.editor.removeBlocks(['p31']);
    expect(rewrites.concat(observer.takeRecords())).toEqual([]);
    observer.disconnect();
    expect(sheet(h)).toBe(before);
    expect(before).toContain(shown(1, firstWindowBlocks));
  });

  it('reveals a far block before anything scrolls to it', () => {
    harness = bindEditor(documentWith(paragraphs(windowFromBlocks + 100)));
    const view = harness.editor.prosemirrorView;
    let pos = 0;
    view.state.doc.descendants((node, at) => {
      if (node.attrs.id === 'p550') pos = at + 1;
      return pos === 0;
    });
    revealPosition(view, pos);
    expect(sheet(harness)).toContain(shown(550 - firstWindowBlocks / 2, 549 + firstWindowBlocks / 2));
  });

  it('mod+End and mod+Home go to the document’s ends, not the window’s', () => {
    harness = bindEditor(documentWith(paragraphs(windowFromBlocks + 100)));
    const view = harness.editor.prosemirrorView;
    view.dom.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', ctrlKey: true, bubbles: true }));
    expect(harness.editor.getTextCursorPosition().block.id).toBe(`p${windowFromBlocks + 100}`);
    expect(sheet(harness)).toContain(`:nth-last-child(1 of .bn-block-outer))`);
    view.dom.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', ctrlKey: true, bubbles: true }));
    expect(harness.editor.getTextCursorPosition().block.id).toBe('p1');
  });

  it('stops windowing when the document becomes short again', () => {
    harness = bindEditor(documentWith(paragraphs(windowFromBlocks + 1)));
    const h = harness;
    expect(sheet(h)).not.toBe('');
    h.editor.removeBlocks(['p1', 'p2']);
    expect(sheet(h)).toBe('');
  });
});
