import { getBlock } from '@quire/shared/collab';
import { bindEditor, documentWith, type Harness } from '../test/editorHarness';

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

function open(formula: unknown, extra: Record<string, unknown> = {}): Harness {
  harness = bindEditor(documentWith([{ id: 'm1', ty: 'math_equation', data: { formula, ...extra } }]));
  return harness;
}

function view(h: Harness): HTMLElement {
  const dom = h.editor.domElement?.querySelector<HTMLElement>('.quire-math');
  if (dom === null || dom === undefined) throw new Error('the math block is shown');
  return dom;
}

function clickFormula(h: Harness): HTMLTextAreaElement | null {
  view(h).firstElementChild?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  return view(h).querySelector('textarea');
}

describe('math equations (ENT-39 math_equation)', () => {
  it('loads `{formula}` as a math block typeset with KaTeX, its stored data untouched', () => {
    const h = open('E = mc^2', { other: 'kept' });
    expect(h.editor.getBlock('m1')).toMatchObject({ type: 'mathEquation', props: { formula: 'E = mc^2' } });
    expect(view(h).querySelector('.katex')).not.toBeNull();
    expect(getBlock(h.doc, 'm1')?.data).toEqual({ formula: 'E = mc^2', other: 'kept' });
  });

  it('clicking shows the TeX in a text area; Enter saves it as data.formula, other keys kept', () => {
    const h = open('a^2', { other: 'kept' });
    const field = clickFormula(h);
    if (field === null) throw new Error('a text area opens');
    expect(field.value).toBe('a^2');
    field.value = '\\frac{1}{2}';
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(getBlock(h.doc, 'm1')?.data).toEqual({ formula: '\\frac{1}{2}', other: 'kept' });
    expect(view(h).querySelector('textarea')).toBeNull();
    expect(view(h).querySelector('.katex .mfrac')).not.toBeNull();
  });

  it('leaving the text area saves too; Escape does not', () => {
    const h = open('x');
    const first = clickFormula(h);
    if (first === null) throw new Error('a text area opens');
    first.value = 'y';
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(getBlock(h.doc, 'm1')?.data).toEqual({ formula: 'x' });
    const second = clickFormula(h);
    if (second === null) throw new Error('a text area opens');
    second.value = 'z';
    second.dispatchEvent(new FocusEvent('blur'));
    expect(getBlock(h.doc, 'm1')?.data).toEqual({ formula: 'z' });
  });

  it('a formula KaTeX cannot read shows its error in place, without throwing', () => {
    const h = open('\\frac{1}{');
    const error = view(h).querySelector('.quire-math-error');
    expect(error?.textContent).toMatch(/KaTeX parse error/);
    expect(view(h).querySelector('.katex')).toBeNull();
  });

  it('an empty formula shows a hint to add one', () => {
    const h = open('');
    expect(view(h).querySelector('.quire-math-empty')?.textContent).toBe('Add a TeX equation');
  });

  it('a read-only editor does not open the text area', () => {
    const h = open('x');
    h.editor.isEditable = false;
    expect(clickFormula(h)).toBeNull();
  });

  it('a math block made in the editor is stored as math_equation `{formula}`', () => {
    harness = bindEditor(documentWith([{ id: 'p1', ty: 'paragraph', text: [{ insert: 'x' }] }]));
    harness.editor.insertBlocks(
      [{ id: 'm2', type: 'mathEquation', props: { formula: '\\sqrt{2}' } }],
      'p1',
      'after',
    );
    expect(getBlock(harness.doc, 'm2')).toMatchObject({
      ty: 'math_equation',
      data: { formula: '\\sqrt{2}' },
    });
  });
});
