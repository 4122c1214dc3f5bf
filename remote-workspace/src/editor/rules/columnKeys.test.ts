import { fireEvent } from '@testing-library/react';
import type { NewBlock } from '@quire/shared/collab';
import { TextSelection } from 'prosemirror-state';
import { bindEditor, documentWith, outline, type Harness } from '../test/editorHarness';
import type { RuleSlot } from './ruleKeys';

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

const line = (id: string, text: string, ty = 'paragraph'): NewBlock => ({
  id,
  ty,
  text: text === '' ? [] : [{ insert: text }],
});
const column = (id: string, children: NewBlock[]): NewBlock => ({
  id,
  ty: 'simple_column',
  data: {},
  children,
});

function open(columns: NewBlock[]): { h: Harness; warnings: string[] } {
  const warnings: string[] = [];
  const slot: RuleSlot = { binding: null, warn: (refusal) => warnings.push(refusal.reason) };
  const doc = documentWith([
    { id: 'cs', ty: 'simple_columns', data: {}, children: columns },
    line('end', 'end'),
  ]);
  harness = bindEditor(doc, undefined, slot);
  return { h: harness, warnings };
}

function caretAt(h: Harness, id: string, offset: number) {
  h.editor.setTextCursorPosition(id, 'start');
  const start = h.editor.prosemirrorView.state.selection.from;
  h.editor.transact((tr) => tr.setSelection(TextSelection.create(tr.doc, start + offset)));
}

const press = (h: Harness, key: string, shiftKey = false) =>
  fireEvent.keyDown(h.editor.prosemirrorView.dom, { key, code: key, shiftKey });

const twoColumns = () => [column('c1', [line('p1', 'left side')]), column('c2', [line('p2', 'right')])];

describe('keys inside columns (EDT-09 EDT-11 EDT-12 EDT-13 EDT-14)', () => {
  it('EDT-09 / Enter splits a line inside its column', () => {
    const { h } = open(twoColumns());
    caretAt(h, 'p1', 4);
    press(h, 'Enter');
    expect(outline(h.doc).slice(0, 4)).toEqual([
      'simple_columns',
      '  simple_column',
      '    paragraph left',
      '    paragraph  side',
    ]);
  });

  it('EDT-11 EDT-12 / Tab on a column’s first line and Shift+Tab inside a column are refused and change nothing', () => {
    const { h, warnings } = open(twoColumns());
    const before = outline(h.doc);
    caretAt(h, 'p2', 0);
    press(h, 'Tab');
    caretAt(h, 'p1', 0);
    press(h, 'Tab', true);
    expect(outline(h.doc)).toEqual(before);
    expect(warnings).toEqual(['first-child', 'inside-layout']);
  });

  it('Backspace at the start of a column’s first line keeps it in its column: text stays, a heading becomes a paragraph', () => {
    const { h } = open([column('c1', [line('p1', 'left')]), column('c2', [line('h2', 'Title', 'heading')])]);
    const before = outline(h.doc);
    caretAt(h, 'p1', 0);
    press(h, 'Backspace');
    expect(outline(h.doc)).toEqual(before);
    caretAt(h, 'h2', 0);
    press(h, 'Backspace');
    expect(outline(h.doc)).toEqual([
      'simple_columns',
      '  simple_column',
      '    paragraph left',
      '  simple_column',
      '    paragraph Title',
      'paragraph end',
    ]);
  });

  it('Backspace in an empty first line deletes it, the caret going to the next line of the column', () => {
    const { h } = open([
      column('c1', [line('p1', 'left')]),
      column('c2', [line('e1', ''), line('p2', 'right')]),
    ]);
    caretAt(h, 'e1', 0);
    press(h, 'Backspace');
    expect(outline(h.doc)[3]).toBe('  simple_column');
    expect(outline(h.doc)[4]).toBe('    paragraph right');
    expect(h.editor.getTextCursorPosition().block.id).toBe('p2');
  });

  it('EDT-13 / the last, empty line of one of three columns takes the column with it', () => {
    const { h } = open([...twoColumns(), column('c3', [line('e3', '')])]);
    caretAt(h, 'e3', 0);
    press(h, 'Backspace');
    expect(outline(h.doc)).toEqual([
      'simple_columns',
      '  simple_column',
      '    paragraph left side',
      '  simple_column',
      '    paragraph right',
      'paragraph end',
    ]);
    expect(h.editor.getBlock('cs')?.children.map((block) => block.id)).toEqual(['c1', 'c2']);
    expect(h.editor.getTextCursorPosition().block.id).toBe('p2');
  });

  it('EDT-14 / with two columns, emptying one dissolves the columns into their blocks', () => {
    const { h } = open([column('c1', [line('p1', 'left side')]), column('c2', [line('e2', '')])]);
    caretAt(h, 'e2', 0);
    press(h, 'Backspace');
    expect(outline(h.doc)).toEqual(['paragraph left side', 'paragraph end']);
    expect(h.editor.document.map((block) => block.id)).toEqual(['p1', 'end']);
    expect(h.editor.getTextCursorPosition().block.id).toBe('p1');
  });

  it('Backspace at the start of a table cell in a column’s first block leaves the table alone', () => {
    const cell = (id: string, text: string): NewBlock => ({
      id,
      ty: 'simple_table_cell',
      data: {},
      children: [line(`${id}p`, text)],
    });
    const table: NewBlock = {
      id: 't1',
      ty: 'simple_table',
      data: {},
      children: [{ id: 'r1', ty: 'simple_table_row', data: {}, children: [cell('a', 'x'), cell('b', 'y')] }],
    };
    const { h } = open([column('c1', [table]), column('c2', [line('p2', 'right')])]);
    const before = outline(h.doc);
    let at = -1;
    h.editor.prosemirrorView.state.doc.descendants((node, pos) => {
      if (node.isText && node.text === 'y') at = pos;
    });
    h.editor.transact((tr) => tr.setSelection(TextSelection.create(tr.doc, at)));
    press(h, 'Backspace');
    expect(h.editor.getBlock('t1')?.type).toBe('table');
    expect(outline(h.doc)).toEqual(before);
  });
});
