import { getBlock, updateBlockData } from '@quire/shared/collab';
import { bindEditor, documentWith, otherOrigin, type Harness } from '../test/editorHarness';

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

const external = 'https://images.test/cat.png';
const internal = 'http://localhost:8000/api/file_storage/ws1/v1/blob/view1/abc.png';

describe('image blocks in the editor (ENT-39 image)', () => {
  it('loads url, width and align as BlockNote’s image; an image without align is centred, as in AppFlowy', () => {
    harness = bindEditor(
      documentWith([
        {
          id: 'i1',
          ty: 'image',
          data: { url: external, width: 428.1953125, height: 200, align: 'right', image_type: 2 },
        },
        { id: 'i2', ty: 'image', data: { url: internal } },
        { id: 'i3', ty: 'image', data: { url: external, width: '300', align: 'left' } },
      ]),
    );
    const { editor } = harness;
    expect(editor.getBlock('i1')?.props).toMatchObject({
      url: external,
      previewWidth: 428.1953125,
      textAlignment: 'right',
    });
    expect(editor.getBlock('i2')?.props).toMatchObject({ url: internal, textAlignment: 'center' });
    expect(editor.getBlock('i2')?.props).not.toHaveProperty('previewWidth');
    expect(editor.getBlock('i3')?.props).toMatchObject({ previewWidth: 300, textAlignment: 'left' });
  });

  it('a resize writes width and scales a stored height; alignment writes align; other keys stay', () => {
    harness = bindEditor(
      documentWith([
        {
          id: 'i1',
          ty: 'image',
          data: { url: external, width: 400, height: 200, align: 'center', image_type: 0, caption: 'kept' },
        },
      ]),
    );
    const { editor, doc } = harness;
    editor.updateBlock('i1', { props: { previewWidth: 300 } });
    expect(getBlock(doc, 'i1')?.data).toEqual({
      url: external,
      width: 300,
      height: 150,
      align: 'center',
      image_type: 0,
      caption: 'kept',
    });
    editor.updateBlock('i1', { props: { textAlignment: 'left' } });
    expect(getBlock(doc, 'i1')?.data).toMatchObject({ align: 'left', width: 300, image_type: 0 });
    // A caption is BlockNote's own: nothing is written for it.
    const before = JSON.stringify(getBlock(doc, 'i1')?.data);
    editor.updateBlock('i1', { props: { caption: 'hello' } });
    expect(JSON.stringify(getBlock(doc, 'i1')?.data)).toBe(before);
  });

  it('image_type is kept while the address stays; an upload sets 1 and a pasted address 2', () => {
    harness = bindEditor(documentWith([{ id: 'i1', ty: 'image', data: { url: external, image_type: 1 } }]));
    const { editor, doc } = harness;
    editor.updateBlock('i1', { props: { textAlignment: 'right' } });
    expect(getBlock(doc, 'i1')?.data).toEqual({ url: external, image_type: 1, align: 'right' });
    editor.updateBlock('i1', { props: { url: internal } });
    expect(getBlock(doc, 'i1')?.data).toMatchObject({ url: internal, image_type: 1 });
    editor.updateBlock('i1', { props: { url: 'https://elsewhere.test/dog.jpg' } });
    expect(getBlock(doc, 'i1')?.data).toMatchObject({ url: 'https://elsewhere.test/dog.jpg', image_type: 2 });

    // A new image (BlockNote's slash item, then the file panel's upload) is stored with AppFlowy's keys.
    editor.insertBlocks([{ id: 'i2', type: 'image' }], 'i1', 'after');
    expect(getBlock(doc, 'i2')).toMatchObject({ ty: 'image', data: { url: '', align: 'left' } });
    editor.updateBlock('i2', { props: { url: internal, previewWidth: 240 } });
    expect(getBlock(doc, 'i2')?.data).toEqual({ url: internal, image_type: 1, width: 240, align: 'left' });
  });

  it('a co-editor’s new width and align show in the editor', () => {
    harness = bindEditor(documentWith([{ id: 'i1', ty: 'image', data: { url: external } }]));
    const { editor, doc } = harness;
    updateBlockData(doc, 'i1', { width: 120, align: 'right' }, otherOrigin);
    expect(editor.getBlock('i1')?.props).toMatchObject({ previewWidth: 120, textAlignment: 'right' });
  });
});
