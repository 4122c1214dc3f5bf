import { fireEvent } from '@testing-library/react';
import { TextSelection } from 'prosemirror-state';
import { bindEditor, documentWith, outline, type Harness } from '../test/editorHarness';
import type { RuleSlot } from './ruleKeys';

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

type Shape = { id: string; ty: string; text: string; data?: Record<string, unknown>; children?: Shape[] };

function open(blocks: Shape[]): { h: Harness; warnings: string[] } {
  const warnings: string[] = [];
  const slot: RuleSlot = { binding: null, warn: (refusal) => warnings.push(refusal.reason) };
  const flat = (shape: Shape) => ({
    id: shape.id,
    ty: shape.ty,
    data: shape.data ?? {},
    text: [{ insert: shape.text }],
  });
  const doc = documentWith(blocks.map(flat));
  harness = bindEditor(doc, undefined, slot);
  return { h: harness, warnings };
}

/** Puts the caret at `offset` in block `id`'s text. */
function caretAt(h: Harness, id: string, offset: number) {
  h.editor.setTextCursorPosition(id, 'start');
  const start = h.editor.prosemirrorView.state.selection.from;
  h.editor.transact((tr) => tr.setSelection(TextSelection.create(tr.doc, start + offset)));
}

const press = (h: Harness, key: string, shiftKey = false) =>
  fireEvent.keyDown(h.editor.prosemirrorView.dom, { key, code: key, shiftKey });

describe('Enter, Tab and Shift+Tab run the model’s block rules', () => {
  it('EDT-09 / Enter inside a bulleted item splits it; the new item keeps the list type and the text after the caret', () => {
    const { h } = open([{ id: 'b1', ty: 'bulleted_list', text: 'first second' }]);
    caretAt(h, 'b1', 5);
    press(h, 'Enter');
    expect(outline(h.doc)).toEqual(['bulleted_list first', 'bulleted_list  second']);
    // The editor shows what the model made, with the caret at the start of the new item.
    expect(h.editor.document.map((block) => [block.type, block.content])).toEqual([
      ['bulletListItem', [{ type: 'text', text: 'first', styles: {} }]],
      ['bulletListItem', [{ type: 'text', text: ' second', styles: {} }]],
    ]);
    expect(h.editor.getTextCursorPosition().block.id).toBe(h.editor.document[1]?.id);
    // New blocks get AppFlowy's 8-character ids.
    expect(h.editor.document[1]?.id).toMatch(/^[\w-]{8}$/);
  });

  it('EDT-08 / Enter at the start of a heading inserts an empty paragraph above and keeps the caret in the heading', () => {
    const { h } = open([{ id: 'h1', ty: 'heading', text: 'Title', data: { level: 2 } }]);
    caretAt(h, 'h1', 0);
    press(h, 'Enter');
    expect(outline(h.doc)).toEqual(['paragraph', 'heading Title']);
    expect(h.editor.getTextCursorPosition().block.id).toBe('h1');
  });

  it('EDT-09 / Enter inside a heading continues with a paragraph', () => {
    const { h } = open([{ id: 'h1', ty: 'heading', text: 'Title text', data: { level: 1 } }]);
    caretAt(h, 'h1', 5);
    press(h, 'Enter');
    expect(outline(h.doc)).toEqual(['heading Title', 'paragraph  text']);
  });

  it('EDT-10 / Enter in a collapsed toggle list gives a toggle list after it; in an expanded one, a paragraph as its first child', () => {
    const { h } = open([
      { id: 't1', ty: 'toggle_list', text: 'closed one', data: { collapsed: true } },
      { id: 't2', ty: 'toggle_list', text: 'open one', data: { collapsed: false } },
    ]);
    caretAt(h, 't1', 6);
    press(h, 'Enter');
    caretAt(h, 't2', 4);
    press(h, 'Enter');
    expect(outline(h.doc)).toEqual([
      'toggle_list closed',
      'toggle_list  one',
      'toggle_list open',
      '  paragraph  one',
    ]);
  });

  it('EDT-11 EDT-12 / Tab indents under the previous sibling; Shift+Tab lifts it back after the parent; one undo takes each back', () => {
    const { h } = open([
      { id: 'p1', ty: 'paragraph', text: 'parent' },
      { id: 'p2', ty: 'paragraph', text: 'child' },
    ]);
    caretAt(h, 'p2', 3);
    press(h, 'Tab');
    expect(outline(h.doc)).toEqual(['paragraph parent', '  paragraph child']);
    expect(h.editor.document[0]?.children.map((block) => block.id)).toEqual(['p2']);
    // The caret stays where it was in the line.
    expect(h.editor.prosemirrorView.state.selection.$from.parentOffset).toBe(3);
    h.binding.undoManager.stopCapturing();
    press(h, 'Tab', true);
    expect(outline(h.doc)).toEqual(['paragraph parent', 'paragraph child']);
    h.binding.undo();
    expect(outline(h.doc)).toEqual(['paragraph parent', '  paragraph child']);
  });

  it('VAL-04 / Tab on a first block is refused with a warning and changes nothing; Shift+Tab at the top level too', () => {
    const { h, warnings } = open([
      { id: 'p1', ty: 'paragraph', text: 'only' },
      { id: 'p2', ty: 'paragraph', text: 'second' },
    ]);
    caretAt(h, 'p1', 0);
    press(h, 'Tab');
    caretAt(h, 'p2', 0);
    press(h, 'Tab', true);
    expect(warnings).toEqual(['first-child', 'grandparent-missing']);
    expect(outline(h.doc)).toEqual(['paragraph only', 'paragraph second']);
  });

  it('Enter in a code block is not a block rule: the code block is never split into a paragraph', () => {
    const { h } = open([{ id: 'c1', ty: 'code', text: 'let a = 1' }]);
    caretAt(h, 'c1', 5);
    press(h, 'Enter');
    expect(outline(h.doc)).toHaveLength(1);
    expect(outline(h.doc)[0]).toMatch(/^code let a/);
  });
});
