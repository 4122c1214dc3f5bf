import { dateMention, pageMention, textDelta } from '@quire/shared/collab';
import { act } from '@testing-library/react';
import { getI18n } from 'react-i18next';
import { folderStore } from '../../data';
import { installFakeApi, view } from '../../data/test/fakeApi';
import type { EditorPage } from '../pageContext';
import { bindEditor, documentWith, type Harness } from '../test/editorHarness';
import { mentionMenuItems } from './mentionItems';
import { mentionDate } from './mentionDates';

const WS = 'ws-1';
const t = getI18n().t.bind(getI18n());
/** 18 April 2024, mid-afternoon. */
const now = new Date(2024, 3, 18, 15, 30);
const page: EditorPage = {
  workspaceId: WS,
  viewId: 'page',
  openView: jest.fn(),
  createSubPage: () => Promise.resolve(null),
};

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
  act(() => {
    folderStore.reset();
  });
});

beforeEach(async () => {
  const space = view({
    view_id: 'space',
    name: 'General',
    is_space: true,
    children: [
      view({ view_id: 'page', name: 'Plans' }),
      view({ view_id: 'cv', name: 'Résumé' }),
      view({ view_id: 'road', name: 'Roadmap', children: [view({ view_id: 'q3', name: 'Q3 goals' })] }),
    ],
  });
  installFakeApi({ [`GET /api/workspace/${WS}/folder`]: view({ view_id: WS, children: [space] }) });
  folderStore.setCurrentWorkspace(WS);
  await folderStore.load(WS);
});

const items = (h: Harness, query: string) =>
  mentionMenuItems(h.editor, t, query, { page, language: 'en', now });
const titles = (h: Harness, query: string) => items(h, query).map((item) => item.title);

/** A document of one paragraph 'See ', the caret at its end. */
function editing(): Harness {
  const h = bindEditor(documentWith([{ id: 'p1', ty: 'paragraph', text: [{ insert: 'See ' }] }]));
  h.editor.setTextCursorPosition('p1', 'end');
  return h;
}

function choose(h: Harness, title: string) {
  const item = items(h, title).find((candidate) => candidate.title === title);
  if (item === undefined) throw new Error(`no item ${title}`);
  item.onItemClick();
}

describe("the '@' menu's items", () => {
  it('offers the workspace’s pages, then Today, Tomorrow and Yesterday', () => {
    harness = editing();
    expect(titles(harness, '')).toEqual([
      'Plans',
      'Résumé',
      'Roadmap',
      'Q3 goals',
      'Today',
      'Tomorrow',
      'Yesterday',
    ]);
    expect(items(harness, 'q3')[0]).toMatchObject({ subtext: 'General / Roadmap', group: 'Pages' });
    expect(items(harness, 'tomorrow')[0]).toMatchObject({ group: 'Dates', subtext: 'Apr 19, 2024' });
  });

  it('filters by what was typed, ignoring case and accents', () => {
    harness = editing();
    expect(titles(harness, 'resume')).toEqual(['Résumé']);
    expect(titles(harness, 'RÉS')).toEqual(['Résumé']);
    expect(titles(harness, 'road')).toEqual(['Roadmap']);
    expect(titles(harness, 'tom')).toEqual(['Tomorrow']);
    expect(titles(harness, 'nothing like it')).toEqual([]);
  });

  it('without a page around the editor, offers dates only', () => {
    harness = editing();
    expect(
      mentionMenuItems(harness.editor, t, '', { page: null, language: 'en', now }).map((i) => i.title),
    ).toEqual(['Today', 'Tomorrow', 'Yesterday']);
  });
});

describe('an inserted mention', () => {
  it('a page lands in the Y.Text as one "$" with exactly AppFlowy’s mention attributes', () => {
    harness = editing();
    choose(harness, 'Roadmap');
    expect(textDelta(harness.doc, 'p1')).toEqual([{ insert: 'See ' }, pageMention('road'), { insert: ' ' }]);
    expect(pageMention('road')).toEqual({
      insert: '$',
      attributes: { mention: { type: 'page', page_id: 'road' } },
    });
  });

  it('a date is the day’s start as AppFlowy writes it, without a time', () => {
    harness = editing();
    choose(harness, 'Tomorrow');
    expect(textDelta(harness.doc, 'p1')).toEqual([
      { insert: 'See ' },
      {
        insert: '$',
        attributes: { mention: { type: 'date', date: '2024-04-19T00:00:00.000', include_time: false } },
      },
      { insert: ' ' },
    ]);
    expect(mentionDate(-1, now)).toBe('2024-04-17T00:00:00.000');
    expect(mentionDate(1, new Date(2024, 11, 31, 23, 59))).toBe('2025-01-01T00:00:00.000');
  });

  it('survives the model → editor round trip: a new editor shows the chips and writes nothing back', () => {
    harness = editing();
    choose(harness, 'Résumé');
    harness.editor.setTextCursorPosition('p1', 'end');
    choose(harness, 'Today');
    const { doc } = harness;
    const stored = textDelta(doc, 'p1');
    expect(stored).toEqual([
      { insert: 'See ' },
      pageMention('cv'),
      { insert: ' ' },
      dateMention('2024-04-18T00:00:00.000', { include_time: false }),
      { insert: ' ' },
    ]);
    harness.destroy();

    harness = bindEditor(doc);
    const chips = [
      ...(harness.editor.domElement?.querySelectorAll<HTMLElement>('.quire-inline-object') ?? []),
    ];
    expect(chips.map((chip) => [chip.dataset.kind, chip.textContent])).toEqual([
      ['page', 'Résumé'],
      ['date', 'Apr 18, 2024'],
    ]);
    expect(chips[0]?.dataset.pageId).toBe('cv');
    harness.editor.setTextCursorPosition('p1', 'end');
    harness.editor.insertInlineContent('!');
    expect(textDelta(doc, 'p1')).toEqual([...(stored ?? []).slice(0, -1), { insert: ' !' }]);
  });
});
