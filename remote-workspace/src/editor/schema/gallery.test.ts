import { getBlock, updateBlockData } from '@quire/shared/collab';
import type { TFunction } from 'i18next';
import { slashMenuItems } from '../slashMenu';
import { bindEditor, documentWith, otherOrigin, type Harness } from '../test/editorHarness';

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

const english = ((_key: string, fallback: string) => fallback) as unknown as TFunction;

const first = { url: 'https://images.test/a.png', type: 2, extra: 'kept' };
const second = { url: 'http://localhost:8000/api/file_storage/ws/v1/blob/view/b.png', type: 1 };

function open(images: unknown, extra: Record<string, unknown> = {}): Harness {
  harness = bindEditor(
    documentWith([{ id: 'g1', ty: 'multi_image', data: { images, layout: 1, ...extra } }]),
  );
  return harness;
}

function gallery(h: Harness): HTMLElement {
  const dom = h.editor.domElement?.querySelector<HTMLElement>('.quire-gallery');
  if (dom === null || dom === undefined) throw new Error('the gallery is shown');
  return dom;
}

const sources = (h: Harness) =>
  [...gallery(h).querySelectorAll('img')].map((image) => image.getAttribute('src'));

function addByAddress(h: Harness, address: string): void {
  const field = gallery(h).querySelector('input');
  if (field === null) throw new Error('the address field is shown');
  field.value = address;
  field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
}

describe('image galleries (ENT-39 multi_image)', () => {
  it('shows the stored pictures in a grid; opening writes nothing', () => {
    const h = open([first, second], { custom: 1 });
    expect(h.editor.getBlock('g1')?.type).toBe('gallery');
    expect(gallery(h).querySelector('.quire-gallery-grid')).not.toBeNull();
    expect(sources(h)).toEqual([first.url, second.url]);
    expect(getBlock(h.doc, 'g1')?.data).toEqual({ images: [first, second], layout: 1, custom: 1 });
  });

  it('also reads the list wrapped as {images: [...]}', () => {
    const h = open({ images: [second] });
    expect(sources(h)).toEqual([second.url]);
  });

  it('removing a picture writes the list without it; entries, layout and other keys stay', () => {
    const h = open([first, second], { custom: 1 });
    const [removeFirst] = gallery(h).querySelectorAll('.quire-gallery-remove');
    removeFirst?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(getBlock(h.doc, 'g1')?.data).toEqual({ images: [second], layout: 1, custom: 1 });
    expect(sources(h)).toEqual([second.url]);
  });

  it('adds a picture by address: type 2 outside, 1 from our file storage; other schemes are refused', () => {
    const h = open([first]);
    addByAddress(h, 'https://images.test/c.png');
    expect(getBlock(h.doc, 'g1')?.data).toEqual({
      images: [first, { url: 'https://images.test/c.png', type: 2 }],
      layout: 1,
    });
    addByAddress(h, second.url);
    expect(getBlock(h.doc, 'g1')?.data.images).toEqual([
      first,
      { url: 'https://images.test/c.png', type: 2 },
      second,
    ]);
    addByAddress(h, 'javascript:alert(1)');
    expect((getBlock(h.doc, 'g1')?.data.images as unknown[]).length).toBe(3);
    expect(sources(h)).toHaveLength(3);
  });

  it('a new gallery is stored as multi_image with an empty list in the grid layout; a co-editor’s picture shows', () => {
    harness = bindEditor(documentWith([{ id: 'p1', ty: 'paragraph', text: [{ insert: 'x' }] }]));
    harness.editor.insertBlocks([{ id: 'g2', type: 'gallery' }], 'p1', 'after');
    expect(getBlock(harness.doc, 'g2')).toMatchObject({ ty: 'multi_image', data: { images: [], layout: 1 } });
    updateBlockData(harness.doc, 'g2', { images: [first] }, otherOrigin);
    expect(sources(harness)).toEqual([first.url]);
  });

  it('the slash menu’s Image Gallery item makes an empty multi_image', () => {
    harness = bindEditor(documentWith([{ id: 'p1', ty: 'paragraph' }]));
    harness.editor.setTextCursorPosition('p1', 'start');
    slashMenuItems(harness.editor, english)
      .find((item) => item.key === 'multi_image')
      ?.onItemClick();
    expect(getBlock(harness.doc, 'p1')).toMatchObject({ ty: 'multi_image', data: { images: [], layout: 1 } });
  });

  it('Upload images stores each picked file through the editor’s upload and adds it as type 1; a failed one adds nothing', async () => {
    const stored: string[] = [];
    const upload = (file: File) => {
      stored.push(file.name);
      return Promise.resolve(
        file.name === 'bad.png' ? '' : `http://localhost:8000/api/file_storage/ws/v1/blob/v/${file.name}`,
      );
    };
    harness = bindEditor(
      documentWith([{ id: 'g1', ty: 'multi_image', data: { images: [first], layout: 0 } }]),
      undefined,
      undefined,
      upload,
    );
    const picker = gallery(harness).querySelector<HTMLInputElement>('input[type="file"]');
    if (picker === null) throw new Error('the upload picker is there');
    const files = ['x.png', 'bad.png', 'y.png'].map((name) => new File(['img'], name, { type: 'image/png' }));
    Object.defineProperty(picker, 'files', { value: files, configurable: true });
    picker.dispatchEvent(new Event('change'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stored).toEqual(['x.png', 'bad.png', 'y.png']);
    expect(getBlock(harness.doc, 'g1')?.data).toEqual({
      images: [
        first,
        { url: 'http://localhost:8000/api/file_storage/ws/v1/blob/v/x.png', type: 1 },
        { url: 'http://localhost:8000/api/file_storage/ws/v1/blob/v/y.png', type: 1 },
      ],
      layout: 0,
    });
  });

  it('without an upload (read-only or standalone), no upload button is offered', () => {
    const h = open([first]);
    expect(gallery(h).querySelector('input[type="file"]')).toBeNull();
  });

  it('ENT-39 (issue 9, gallery layouts): a stored layout 0 shows one picture at a time; previous, next and thumbnails move through them without writing', () => {
    const h = open([first, second]);
    updateBlockData(h.doc, 'g1', { layout: 0 }, otherOrigin);
    const view = gallery(h).querySelector('.quire-gallery-browser');
    if (view === null) throw new Error('the browser layout is shown');
    const shown = () => view.querySelector('.quire-gallery-stage img')?.getAttribute('src');
    expect(shown()).toBe(first.url);
    expect(view.querySelector('.quire-gallery-counter')?.textContent).toBe('1 / 2');
    view.querySelector<HTMLButtonElement>('.quire-gallery-next')?.click();
    expect(shown()).toBe(second.url);
    view.querySelector<HTMLButtonElement>('.quire-gallery-next')?.click();
    expect(shown()).toBe(first.url);
    view.querySelector<HTMLButtonElement>('.quire-gallery-previous')?.click();
    expect(shown()).toBe(second.url);
    view.querySelectorAll<HTMLButtonElement>('.quire-gallery-thumbnail')[0]?.click();
    expect(shown()).toBe(first.url);
    expect(getBlock(h.doc, 'g1')?.data).toEqual({ images: [first, second], layout: 0 });
  });

  it('ENT-39 (issue 9, gallery layouts): the layout buttons switch it and store AppFlowy’s value; one undo goes back; other keys stay', () => {
    const h = open([first, second], { custom: 1 });
    const option = (layout: number) =>
      gallery(h).querySelector<HTMLButtonElement>(`.quire-gallery-layout[data-layout="${String(layout)}"]`);
    expect(option(1)?.getAttribute('aria-pressed')).toBe('true');
    option(0)?.click();
    expect(getBlock(h.doc, 'g1')?.data).toEqual({ images: [first, second], layout: 0, custom: 1 });
    expect(gallery(h).querySelector('.quire-gallery-browser')).not.toBeNull();
    expect(option(0)?.getAttribute('aria-pressed')).toBe('true');
    h.binding.undoManager.stopCapturing();
    h.binding.undo();
    expect(getBlock(h.doc, 'g1')?.data).toEqual({ images: [first, second], layout: 1, custom: 1 });
    expect(gallery(h).querySelector('.quire-gallery-grid')).not.toBeNull();
  });

  it('ENT-39 (issue 9, gallery layouts): an unknown stored layout is shown as the grid and kept until another is chosen', () => {
    const h = open([first], { layout: 7 });
    expect(gallery(h).querySelector('.quire-gallery-grid')).not.toBeNull();
    addByAddress(h, 'https://images.test/c.png');
    expect(getBlock(h.doc, 'g1')?.data.layout).toBe(7);
  });
});
