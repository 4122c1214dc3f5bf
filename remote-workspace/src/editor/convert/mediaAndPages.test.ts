import { documentTree, getBlock, updateBlockData } from '@quire/shared/collab';
import { bindEditor, documentWith, otherOrigin, outline, type Harness } from '../test/editorHarness';

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

const stored = (h: Harness, id: string) => JSON.stringify(getBlock(h.doc, id)?.data);

describe('video, file, sub_page and database blocks in the editor (ENT-37 ENT-39)', () => {
  it('video `{url}` and file `{url, name}` load as BlockNote’s video and file; edits write only those keys', () => {
    harness = bindEditor(
      documentWith([
        { id: 'v1', ty: 'video', data: { url: 'https://cdn.test/a.mp4', width: 320 } },
        {
          id: 'f1',
          ty: 'file',
          data: { url: 'https://cdn.test/a.pdf', name: 'a.pdf', url_type: 1, uploaded_at: 9 },
        },
      ]),
    );
    const { editor, doc } = harness;
    expect(editor.getBlock('v1')).toMatchObject({ type: 'video', props: { url: 'https://cdn.test/a.mp4' } });
    expect(editor.getBlock('f1')).toMatchObject({
      type: 'file',
      props: { url: 'https://cdn.test/a.pdf', name: 'a.pdf' },
    });
    // BlockNote's caption and preview width are the editor's own: not stored.
    editor.updateBlock('v1', {
      props: { url: 'https://cdn.test/b.mp4', caption: 'hello', previewWidth: 200 },
    });
    editor.updateBlock('f1', { props: { name: 'b.pdf', caption: 'x' } });
    expect(getBlock(doc, 'v1')?.data).toEqual({ url: 'https://cdn.test/b.mp4', width: 320 });
    expect(getBlock(doc, 'f1')?.data).toEqual({
      url: 'https://cdn.test/a.pdf',
      name: 'b.pdf',
      url_type: 1,
      uploaded_at: 9,
    });
    // New ones are stored with AppFlowy's keys.
    editor.insertBlocks(
      [
        { id: 'v2', type: 'video', props: { url: 'https://cdn.test/c.mp4' } },
        { id: 'f2', type: 'file', props: { url: 'https://cdn.test/c.txt', name: 'c.txt' } },
      ],
      'f1',
      'after',
    );
    expect(getBlock(doc, 'v2')).toMatchObject({ ty: 'video', data: { url: 'https://cdn.test/c.mp4' } });
    expect(getBlock(doc, 'f2')).toMatchObject({
      ty: 'file',
      data: { url: 'https://cdn.test/c.txt', name: 'c.txt' },
    });
  });

  it('grid, board and calendar load as read-only cards; moved and edited around, their data stays byte for byte', () => {
    const grid = { view_id: 'gv', parent_id: 'gp', view_ids: ['gv', 'gv2'], database_id: 'db1' };
    harness = bindEditor(
      documentWith([
        { id: 'p1', ty: 'paragraph', text: [{ insert: 'top' }] },
        { id: 'g1', ty: 'grid', data: grid },
        { id: 'b1', ty: 'board', data: { parent_id: 'bp', view_id: 'bv' } },
        { id: 'c1', ty: 'calendar', data: { view_id: 'cv', parent_id: 'cp', extra: { a: [1] } } },
      ]),
    );
    const { editor, doc } = harness;
    expect(editor.getBlock('g1')).toMatchObject({
      type: 'databaseView',
      props: { ty: 'grid', viewId: 'gv', parentId: 'gp' },
    });
    expect(editor.getBlock('b1')?.props).toMatchObject({ ty: 'board', viewId: 'bv', parentId: 'bp' });
    expect(editor.getBlock('c1')?.props).toMatchObject({ ty: 'calendar', viewId: 'cv' });
    const before = ['g1', 'b1', 'c1'].map((id) => stored(harness as Harness, id));

    editor.setTextCursorPosition('p1', 'end');
    editor.insertInlineContent('!');
    const calendar = editor.getBlock('c1');
    if (calendar === undefined) throw new Error('the calendar is shown');
    editor.transact(() => {
      editor.removeBlocks(['c1']);
      editor.insertBlocks([calendar], 'p1', 'before');
    });
    editor.insertBlocks([{ type: 'paragraph', content: 'between' }], 'g1', 'after');
    expect(outline(doc)).toEqual(['calendar', 'paragraph top!', 'grid', 'paragraph between', 'board']);
    expect(['g1', 'b1', 'c1'].map((id) => stored(harness as Harness, id))).toEqual(before);
  });

  it('sub_page `{view_id}` loads as a page card and follows a change from another client', () => {
    harness = bindEditor(
      documentWith([{ id: 's1', ty: 'sub_page', data: { view_id: 'child', other: true } }]),
    );
    const { editor, doc } = harness;
    expect(editor.getBlock('s1')).toMatchObject({ type: 'subPage', props: { viewId: 'child' } });
    updateBlockData(doc, 's1', { view_id: 'moved' }, otherOrigin);
    expect(editor.getBlock('s1')?.props).toEqual({ viewId: 'moved' });
    expect(documentTree(doc).children[0]?.data).toEqual({ view_id: 'moved', other: true });
  });
});
