import { getBlock } from '@quire/shared/collab';
import { bindEditor, documentWith, type Harness } from '../test/editorHarness';

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

const heading = (id: string, level: number, text: string) => ({
  id,
  ty: 'heading',
  data: { level },
  text: [{ insert: text }],
});

function entries(h: Harness): string[] {
  return [...(h.editor.domElement?.querySelectorAll<HTMLElement>('.quire-outline-entry') ?? [])].map(
    (entry) => `${entry.parentElement?.style.paddingInlineStart ?? ''} ${entry.textContent}`,
  );
}

describe('the outline block (ENT-39 outline)', () => {
  it('lists the headings down to its depth, and follows them as they change', () => {
    harness = bindEditor(
      documentWith([
        { id: 'o1', ty: 'outline', data: { depth: 2, other: 'kept' } },
        heading('h1', 1, 'Intro'),
        heading('h2', 2, 'Details'),
        heading('h3', 3, 'Too deep'),
        { id: 'p1', ty: 'paragraph', text: [{ insert: 'body' }] },
      ]),
    );
    const { editor, doc } = harness;
    expect(editor.getBlock('o1')).toMatchObject({ type: 'outline', props: { depth: 2 } });
    expect(entries(harness)).toEqual(['0px Intro', '16px Details']);

    editor.updateBlock('h2', { content: 'More details' });
    editor.insertBlocks([{ type: 'heading', props: { level: 1 }, content: 'Ending' }], 'p1', 'after');
    expect(entries(harness)).toEqual(['0px Intro', '16px More details', '0px Ending']);
    editor.removeBlocks(['h1']);
    expect(entries(harness)).toEqual(['16px More details', '0px Ending']);
    expect(getBlock(doc, 'o1')?.data).toEqual({ depth: 2, other: 'kept' });
  });

  it('an entry scrolls its heading into view', () => {
    harness = bindEditor(documentWith([{ id: 'o1', ty: 'outline', data: {} }, heading('h1', 1, 'Intro')]));
    const scrolled: string[] = [];
    // jsdom does not scroll: the heading's element records the call instead.
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: HTMLElement) {
        scrolled.push(this.dataset.id ?? '');
      },
    });
    try {
      harness.editor.domElement
        ?.querySelector<HTMLButtonElement>('.quire-outline-entry')
        ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    } finally {
      if (original === undefined) Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
      else Object.defineProperty(Element.prototype, 'scrollIntoView', original);
    }
    expect(scrolled).toEqual(['h1']);
  });

  it('without a depth it lists every level, and writes no depth back; a new one is stored with depth 6', () => {
    harness = bindEditor(documentWith([{ id: 'o1', ty: 'outline', data: {} }, heading('h6', 6, 'Deep')]));
    expect(entries(harness)).toEqual(['80px Deep']);
    expect(getBlock(harness.doc, 'o1')?.data).toEqual({});
    harness.editor.insertBlocks([{ id: 'o2', type: 'outline' }], 'h6', 'after');
    expect(getBlock(harness.doc, 'o2')).toMatchObject({ ty: 'outline', data: { depth: 6 } });
  });
});
