import { getBlock } from '@quire/shared/collab';
import { getI18n } from 'react-i18next';
import type { EditorPage } from './pageContext';
import { slashMenuItems } from './slashMenu';
import { insertLinkedDatabase } from './slashMenuDatabases';
import { bindEditor, documentWith, outline, paragraph, type Harness } from './test/editorHarness';

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

const pageThat = (created: string | null) => {
  const createSubPage = jest.fn((_layout?: number) => Promise.resolve(created));
  const page: EditorPage = { workspaceId: 'ws-1', viewId: 'page', openView: jest.fn(), createSubPage };
  return { page, createSubPage };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the slash menu’s database items (issue 24: linked database views)', () => {
  it('offers Grid, Board, Calendar and Linked view of database under Databases, only with a page', () => {
    harness = bindEditor(documentWith([paragraph('p1', '')]));
    const t = getI18n().t;
    const picking = { pickDatabase: jest.fn() };
    const items = slashMenuItems(harness.editor, t, pageThat('v').page, picking);
    const databases = items.filter((item) => item.group === 'Databases');
    expect(databases.map((item) => [item.key, item.title])).toEqual([
      ['grid', 'Grid'],
      ['board', 'Board'],
      ['calendar', 'Calendar'],
      ['linked_database', 'Linked view of database'],
    ]);
    const keys = slashMenuItems(harness.editor, t).map((item) => item.key);
    expect(keys).not.toContain('grid');
    expect(keys).not.toContain('linked_database');
  });

  it.each([
    ['grid', 1],
    ['board', 2],
    ['calendar', 3],
  ] as const)(
    '%s creates a child database page of that layout and embeds its view in place of the empty line',
    async (ty, layout) => {
      harness = bindEditor(documentWith([paragraph('p1', 'text'), paragraph('p2', '')]));
      const { doc, editor } = harness;
      editor.setTextCursorPosition('p2', 'start');
      const { page, createSubPage } = pageThat('new-db-view');
      slashMenuItems(editor, getI18n().t, page)
        .find((item) => item.key === ty)
        ?.onItemClick();
      await settle();
      expect(createSubPage).toHaveBeenCalledWith(layout);
      expect(outline(doc)).toEqual(['paragraph text', ty]);
      const inserted = editor.document[1];
      expect(getBlock(doc, inserted?.id ?? '')?.data).toEqual({ view_id: 'new-db-view', parent_id: 'page' });
    },
  );

  it('nothing is inserted when the database page could not be created', async () => {
    harness = bindEditor(documentWith([paragraph('p1', 'text')]));
    const { doc, editor } = harness;
    editor.setTextCursorPosition('p1', 'end');
    slashMenuItems(editor, getI18n().t, pageThat(null).page)
      .find((item) => item.key === 'board')
      ?.onItemClick();
    await settle();
    expect(outline(doc)).toEqual(['paragraph text']);
  });

  it('Linked view of database opens the picker for the line; the picked page’s view is embedded there', () => {
    harness = bindEditor(documentWith([paragraph('p1', 'text'), paragraph('p2', '')]));
    const { doc, editor } = harness;
    editor.setTextCursorPosition('p2', 'start');
    const picking = { pickDatabase: jest.fn() };
    slashMenuItems(editor, getI18n().t, pageThat('v').page, picking)
      .find((item) => item.key === 'linked_database')
      ?.onItemClick();
    expect(picking.pickDatabase).toHaveBeenCalledWith('p2');
    expect(insertLinkedDatabase(editor, 'p2', { view_id: 'doc-page', layout: 0 })).toBe(false);
    expect(insertLinkedDatabase(editor, 'p2', { view_id: 'board-page', layout: 2 })).toBe(true);
    expect(outline(doc)).toEqual(['paragraph text', 'board']);
    const inserted = editor.document[1];
    expect(getBlock(doc, inserted?.id ?? '')?.data).toEqual({
      view_id: 'board-page',
      parent_id: 'board-page',
    });
  });
});
