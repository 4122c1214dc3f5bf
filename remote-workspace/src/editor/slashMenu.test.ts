import { getBlock } from '@quire/shared/collab';
import i18next, { type TFunction } from 'i18next';
import { getI18n } from 'react-i18next';
import { filterSlashMenuItems, slashMenuItems } from './slashMenu';
import { bindEditor, documentWith, outline, type Harness } from './test/editorHarness';

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

/** A translation function whose German resources cover a few of the menu's keys. */
async function germanT(): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'de-DE',
    resources: {
      'de-DE': {
        translation: {
          workspace: {
            editor: {
              slashMenu: {
                heading: { title: 'Überschrift 1', subtext: 'Überschrift der obersten Ebene' },
                callout: { title: 'Hinweis', subtext: 'Hervorgehobener Text mit Symbol' },
                groups: { basic: 'Grundblöcke', headings: 'Überschriften' },
              },
            },
          },
        },
      },
    },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

const paragraph = (id: string, text: string) => ({
  id,
  ty: 'paragraph',
  ...(text === '' ? {} : { text: [{ insert: text }] }),
});

describe('the slash menu (ENT-39)', () => {
  it('offers the blocks the schema stores, with a Callout after Quote, in the product language', async () => {
    harness = bindEditor(documentWith([paragraph('p1', '')]));
    const items = slashMenuItems(harness.editor, await germanT());
    const keys = items.map((item) => item.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'heading',
        'heading_2',
        'heading_3',
        'quote',
        'callout',
        'toggle_list',
        'numbered_list',
        'bullet_list',
        'check_list',
        'paragraph',
        'code_block',
        'divider',
        'table',
        'image',
        'toggle_heading',
        'emoji',
        'video',
        'file',
        'math_equation',
        'link_preview',
        'outline',
      ]),
    );
    // BlockNote blocks the block model cannot store are not offered; Page needs the editor's page.
    for (const key of ['audio', 'sub_page']) expect(keys).not.toContain(key);
    expect(keys.indexOf('callout')).toBe(keys.indexOf('quote') + 1);
    const byKey = new Map(items.map((item) => [item.key, item]));
    expect(byKey.get('heading')).toMatchObject({
      title: 'Überschrift 1',
      subtext: 'Überschrift der obersten Ebene',
      group: 'Überschriften',
    });
    expect(byKey.get('callout')).toMatchObject({ title: 'Hinweis', group: 'Grundblöcke' });
    // Untranslated keys fall back to the English words.
    expect(byKey.get('quote')).toMatchObject({ title: 'Quote', group: 'Grundblöcke' });
    // A group's items stay together, as the menu shows them under one heading.
    const groups = items.map((item) => item.group);
    const runs = groups.filter((group, index) => group !== groups[index - 1]);
    expect(new Set(runs).size).toBe(runs.length);
  });

  it('finds items by their translated title and by their English aliases', async () => {
    harness = bindEditor(documentWith([paragraph('p1', '')]));
    const t = await germanT();
    expect(filterSlashMenuItems(harness.editor, t, 'hinw').map((item) => item.key)).toEqual(['callout']);
    expect(filterSlashMenuItems(harness.editor, t, 'callout').map((item) => item.key)).toEqual(['callout']);
    expect(filterSlashMenuItems(harness.editor, t, 'h1').map((item) => item.key)).toContain('heading');
  });

  it('issue 27 / an exact name ranks first: "/image" then Enter inserts an Image, not an Image Gallery', () => {
    harness = bindEditor(documentWith([paragraph('p1', '')]));
    const { editor } = harness;
    const t = getI18n().t;
    const first = (query: string) => filterSlashMenuItems(editor, t, query)[0]?.key;
    expect(first('image')).toBe('image');
    expect(first('Image')).toBe('image');
    expect(first('image gallery')).toBe('multi_image');
    expect(first('code')).toBe('code_block');
    expect(first('h1')).toBe('heading');
    expect(first('h2')).toBe('heading_2');
    expect(first('quote')).toBe('quote');
    expect(first('table')).toBe('table');
    expect(first('paragraph')).toBe('paragraph');
    expect(first('columns')).toBe('simple_columns');
    expect(first('nothing like it')).toBeUndefined();
    expect(first('video')).toBe('video');
    expect(first('file')).toBe('file');
    expect(first('divider')).toBe('divider');
    expect(first('callout')).toBe('callout');
    expect(first('math')).toBe('math_equation');
    // A prefix of a title ranks above a word found inside another's words.
    expect(first('toggle h')).toBe('toggle_heading');
    expect(first('num')).toBe('numbered_list');
    expect(first('head')).toBe('heading');
    // What Enter takes, the first item, puts an image block in place of the empty line.
    editor.setTextCursorPosition('p1', 'start');
    filterSlashMenuItems(editor, t, 'image')[0]?.onItemClick();
    expect(outline(harness.doc)[0]).toBe('image');
  });

  it('a better match in a later group brings its whole group first; groups stay whole', () => {
    harness = bindEditor(documentWith([paragraph('p1', '')]));
    const t = getI18n().t;
    const items = filterSlashMenuItems(harness.editor, t, 'image');
    const keys = items.map((item) => item.key);
    expect(keys).toEqual(expect.arrayContaining(['image', 'multi_image']));
    expect(keys.indexOf('image')).toBeLessThan(keys.indexOf('multi_image'));
    const groups = items.map((item) => item.group);
    const runs = groups.filter((group, index) => group !== groups[index - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    // Nothing is lost or invented: the same items as a plain "contains" filter.
    const all = slashMenuItems(harness.editor, t);
    const contains = all.filter(
      (item) =>
        item.title.toLowerCase().includes('image') ||
        (item.aliases ?? []).some((alias) => alias.toLowerCase().includes('image')),
    );
    expect(new Set(keys)).toEqual(new Set(contains.map((item) => item.key)));
    expect(filterSlashMenuItems(harness.editor, t, '').map((item) => item.key)).toEqual(
      all.map((item) => item.key),
    );
  });

  it('Callout turns an empty line into a callout block in the model', async () => {
    harness = bindEditor(documentWith([paragraph('p1', '')]));
    const { doc, editor } = harness;
    editor.setTextCursorPosition('p1', 'start');
    const callout = slashMenuItems(editor, await germanT()).find((item) => item.key === 'callout');
    callout?.onItemClick();
    expect(outline(doc)).toEqual(['callout']);
    expect(getBlock(doc, 'p1')?.data).toEqual({ icon: '💡' });
  });

  it('Callout after text inserts a new callout block below it, with an AppFlowy id (ENT-40)', async () => {
    harness = bindEditor(documentWith([paragraph('p1', 'text')]));
    const { doc, editor } = harness;
    editor.setTextCursorPosition('p1', 'end');
    slashMenuItems(editor, await germanT())
      .find((item) => item.key === 'callout')
      ?.onItemClick();
    expect(outline(doc)).toEqual(['paragraph text', 'callout']);
    const inserted = editor.document[1];
    expect(inserted?.type).toBe('callout');
    expect(inserted?.id).toMatch(/^[_\-0-9a-zA-Z]{8}$/);
    expect(getBlock(doc, inserted?.id ?? '')?.ty).toBe('callout');
  });
});

describe('the slash menu’s Page item (ENT-39 sub_page)', () => {
  const pageThat = (created: string | null) => ({
    workspaceId: 'ws-1',
    viewId: 'page',
    openView: jest.fn(),
    createSubPage: jest.fn(() => Promise.resolve(created)),
  });

  it('creates a child page and puts a sub_page block for it in place of the empty line', async () => {
    harness = bindEditor(documentWith([paragraph('p1', 'text'), paragraph('p2', '')]));
    const { doc, editor } = harness;
    editor.setTextCursorPosition('p2', 'start');
    const page = pageThat('new-view');
    const item = slashMenuItems(editor, await germanT(), page).find((entry) => entry.key === 'sub_page');
    expect(item).toMatchObject({ title: 'Page', group: 'Grundblöcke' });
    item?.onItemClick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.createSubPage).toHaveBeenCalledTimes(1);
    expect(outline(doc)).toEqual(['paragraph text', 'sub_page']);
    const inserted = editor.document[1];
    expect(inserted?.type).toBe('subPage');
    expect(getBlock(doc, inserted?.id ?? '')?.data).toEqual({ view_id: 'new-view' });
  });

  it('after text, the block goes below the line; when creation fails nothing is inserted', async () => {
    harness = bindEditor(documentWith([paragraph('p1', 'text')]));
    const { doc, editor } = harness;
    editor.setTextCursorPosition('p1', 'end');
    const t = await germanT();
    slashMenuItems(editor, t, pageThat(null))
      .find((entry) => entry.key === 'sub_page')
      ?.onItemClick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(outline(doc)).toEqual(['paragraph text']);
    slashMenuItems(editor, t, pageThat('v2'))
      .find((entry) => entry.key === 'sub_page')
      ?.onItemClick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(outline(doc)).toEqual(['paragraph text', 'sub_page']);
  });
});
