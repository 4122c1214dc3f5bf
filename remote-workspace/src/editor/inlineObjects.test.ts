import { dateMention, formula, pageMention, textDelta, applyTextEdit } from '@quire/shared/collab';
import { act } from '@testing-library/react';
import { folderStore } from '../data';
import { forgetMentionablePeople } from '../data/people';
import { installFakeApi, view } from '../data/test/fakeApi';
import { bindEditor, documentWith, otherOrigin, type Harness } from './test/editorHarness';

const WS = 'ws-1';
let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
  act(() => {
    folderStore.reset();
  });
  forgetMentionablePeople();
});

async function loadFolder(pageName: string) {
  const root = view({
    view_id: WS,
    name: 'Workspace',
    is_space: true,
    children: [view({ view_id: 'target', name: pageName })],
  });
  installFakeApi({ [`GET /api/workspace/${WS}/folder`]: root });
  folderStore.setCurrentWorkspace(WS);
  await folderStore.load(WS);
}

const chips = (harness: Harness) =>
  [...(harness.editor.domElement?.querySelectorAll<HTMLElement>('.quire-inline-object') ?? [])].map(
    (chip) => [chip.dataset.kind, chip.textContent],
  );

const stored = [
  { insert: 'See ' },
  pageMention('target'),
  { insert: ' on ' },
  dateMention('2024-04-18T14:25:32.457277', { include_time: false, reminder_id: 'r1' }),
  { insert: ': ' },
  formula('E=mc^2'),
];

describe('mentions and formulas (ENT-39)', () => {
  it('are shown as chips: the page by its name from the folder, the date, the formula source', async () => {
    await loadFolder('Roadmap');
    harness = bindEditor(documentWith([{ id: 'p1', ty: 'paragraph', text: stored }]));
    expect(chips(harness)).toEqual([
      ['page', 'Roadmap'],
      ['date', new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(2024, 3, 18))],
      ['formula', 'E=mc^2'],
    ]);
  });

  it('a page mention follows a rename in the folder, and names a page it cannot find', async () => {
    await loadFolder('Roadmap');
    harness = bindEditor(
      documentWith([{ id: 'p1', ty: 'paragraph', text: [pageMention('target'), pageMention('gone')] }]),
    );
    expect(chips(harness)).toEqual([
      ['page', 'Roadmap'],
      ['page', 'Page not found'],
    ]);
    await loadFolder('Plans');
    expect(chips(harness)[0]).toEqual(['page', 'Plans']);
  });

  it('are never written back: opening, and typing beside them, keep their stored attributes', async () => {
    await loadFolder('Roadmap');
    // Two equal mentions side by side are one '$$' insert in the Y.Text.
    const text = [...stored, pageMention('target'), pageMention('target')];
    harness = bindEditor(documentWith([{ id: 'p1', ty: 'paragraph', text }]));
    const { doc, editor } = harness;
    const before = JSON.stringify(textDelta(doc, 'p1'));
    expect(chips(harness)).toHaveLength(5);
    editor.setTextCursorPosition('p1', 'start');
    editor.insertInlineContent('Now: ');
    editor.setTextCursorPosition('p1', 'end');
    editor.insertInlineContent('!');
    const after = textDelta(doc, 'p1') ?? [];
    expect(after[0]).toEqual({ insert: 'Now: See ' });
    expect(after.at(-1)).toEqual({ insert: '!' });
    expect(JSON.stringify(after.slice(1, -1))).toBe(
      JSON.stringify((JSON.parse(before) as unknown[]).slice(1)),
    );
  });

  it('a mention another client adds appears as a chip', async () => {
    await loadFolder('Roadmap');
    harness = bindEditor(documentWith([{ id: 'p1', ty: 'paragraph', text: [{ insert: 'ab' }] }]));
    applyTextEdit(harness.doc, 'p1', [{ retain: 1 }, pageMention('target')], otherOrigin);
    expect(chips(harness)).toEqual([['page', 'Roadmap']]);
    expect(textDelta(harness.doc, 'p1')).toEqual([{ insert: 'a' }, pageMention('target'), { insert: 'b' }]);
  });

  it('a person mention shows the member’s current name once the workspace’s people are read, the stored name until then or when they are not found', async () => {
    const person = (id: string, name: string) => ({
      insert: '$',
      attributes: { mention: { type: 'person', person_id: id, person_name: name, page_id: 'target' } },
    });
    const renamed = '6f1c1bd4-4b8e-4a52-9a57-0a1f6c7c9b11';
    const gone = '0b2b8f1e-8d2c-4a53-b8c5-5c8f3c8f2d22';
    const root = view({ view_id: WS, name: 'Workspace', is_space: true, children: [] });
    const fake = installFakeApi({
      [`GET /api/workspace/${WS}/folder`]: root,
      [`GET /api/workspace/${WS}/mentionable-person`]: () => ({
        persons: [
          {
            uid: '1',
            person_id: renamed,
            uuid: renamed,
            name: 'Ada Lovelace',
            email: 'ada@quire.test',
            role: 1,
            avatar_url: null,
            cover_image_url: null,
            custom_image_url: null,
            description: null,
            invited: false,
            last_mentioned_at: null,
          },
        ],
      }),
    });
    folderStore.setCurrentWorkspace(WS);
    await folderStore.load(WS);
    harness = bindEditor(
      documentWith([
        { id: 'p1', ty: 'paragraph', text: [person(renamed, 'Ada'), person(gone, 'Someone gone')] },
      ]),
    );
    expect(chips(harness)).toEqual([
      ['person', '@Ada'],
      ['person', '@Someone gone'],
    ]);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(chips(harness)).toEqual([
      ['person', '@Ada Lovelace'],
      ['person', '@Someone gone'],
    ]);
    // One read for the page, whatever the number of chips.
    expect(fake.requests.filter((request) => request.path.endsWith('/mentionable-person'))).toHaveLength(1);
    // The stored attributes are untouched.
    expect(textDelta(harness.doc, 'p1')).toEqual([person(renamed, 'Ada'), person(gone, 'Someone gone')]);
  });
});
