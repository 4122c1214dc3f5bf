import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StoreProvider } from '@quire/shared';
import { pageMention, textDelta } from '@quire/shared/collab';
import { TextSelection } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type * as Y from 'yjs';
import { folderStore } from '../../data';
import { forgetMentionablePeople } from '../../data/people';
import { installFakeApi, view } from '../../data/test/fakeApi';
import { BoundEditor } from '../BoundEditor';
import { EditorPageProvider } from '../EditorPageProvider';
import { documentWith } from '../test/editorHarness';

const WS = 'ws-1';

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function folder() {
  const road = view({ view_id: 'road', name: 'Roadmap', icon: { ty: 0, value: '🗺️' } });
  const page = view({ view_id: 'page', name: 'Plans' });
  const cv = view({ view_id: 'cv', name: 'Résumé' });
  const space = view({ view_id: 'space', name: 'General', is_space: true, children: [page, road, cv] });
  return view({ view_id: WS, name: 'Workspace', children: [space] });
}

async function renderEditor(doc: Y.Doc, routes: Record<string, unknown> = {}) {
  installFakeApi({ [`GET /api/workspace/${WS}/folder`]: folder(), ...routes });
  folderStore.setCurrentWorkspace(WS);
  await act(() => folderStore.load(WS));
  await act(async () => {
    render(
      <StoreProvider>
        <MemoryRouter initialEntries={[`/app/${WS}/page`]}>
          <Routes>
            <Route
              path="/app/:workspaceId/:viewId"
              element={
                <>
                  <EditorPageProvider workspaceId={WS} viewId="page">
                    <BoundEditor
                      doc={doc}
                      target={{ workspaceId: WS, viewId: 'page' }}
                      readOnly={false}
                      handedOver={null}
                    />
                  </EditorPageProvider>
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </StoreProvider>,
    );
    await Promise.resolve();
  });
}

/** The editor's ProseMirror view, reached through its DOM as a browser's input would. */
function proseMirror(): EditorView {
  // TipTap, under BlockNote, hangs its editor on the editable element.
  const dom = document.querySelector<HTMLElement & { editor?: { view: EditorView } }>('.ProseMirror');
  const pm = dom?.editor?.view;
  if (pm === undefined) throw new Error('no editor');
  return pm;
}

/** Types `text` at the caret as the browser's text input does: each character through the editor's handlers. */
function type(text: string) {
  for (const char of text) {
    act(() => {
      const pm = proseMirror();
      const { from, to } = pm.state.selection;
      const handled = pm.someProp('handleTextInput', (handle) =>
        handle(pm, from, to, char, () => pm.state.tr.insertText(char, from, to)),
      );
      if (handled !== true) pm.dispatch(pm.state.tr.insertText(char, from, to));
    });
  }
}

/** Puts the caret right after `text` in the document. */
function caretAfter(text: string) {
  act(() => {
    const pm = proseMirror();
    let at = -1;
    pm.state.doc.descendants((node, pos) => {
      const index = node.isText ? (node.text ?? '').indexOf(text) : -1;
      if (at < 0 && index >= 0) at = pos + index + text.length;
    });
    pm.focus();
    pm.dispatch(pm.state.tr.setSelection(TextSelection.create(pm.state.doc, at)));
  });
}

beforeAll(async () => {
  await import('../DocumentEditor');
}, 120_000);

// The menu is placed by the '@' decoration's rectangle, which jsdom gives without `toJSON`.
beforeEach(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 };
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ ...rect, toJSON: () => rect });
});

afterEach(() => {
  forgetMentionablePeople();
  jest.restoreAllMocks();
  act(() => {
    folderStore.reset();
  });
});

describe("the '@' mention menu", () => {
  it('typing @ lists pages and dates, the query narrows them, and choosing one inserts the mention', async () => {
    const doc = documentWith([{ id: 'p1', ty: 'paragraph', text: [{ insert: 'See' }] }]);
    await renderEditor(doc);
    caretAfter('See');
    type(' @');
    expect(await screen.findByText('Roadmap')).toBeInTheDocument();
    expect(screen.getByText('Today')).toBeInTheDocument();
    type('resu');
    await waitFor(() => {
      expect(screen.queryByText('Roadmap')).not.toBeInTheDocument();
    });
    fireEvent.click(screen.getByText('Résumé'));
    await waitFor(() => {
      expect(textDelta(doc, 'p1')).toEqual([{ insert: 'See ' }, pageMention('cv'), { insert: ' ' }]);
    });
  });

  it('an @ inside a word (an e-mail address) stays text and opens nothing', async () => {
    const doc = documentWith([{ id: 'p1', ty: 'paragraph', text: [{ insert: 'ana' }] }]);
    await renderEditor(doc);
    caretAfter('ana');
    type('@example.com');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByText('Today')).not.toBeInTheDocument();
    expect(textDelta(doc, 'p1')).toEqual([{ insert: 'ana@example.com' }]);
  });
});

const person = (uuid: string, name: string, email: string) => ({
  uid: '1',
  person_id: uuid,
  uuid,
  name,
  email,
  role: 2,
  avatar_url: null,
  cover_image_url: null,
  custom_image_url: null,
  description: null,
  invited: false,
  last_mentioned_at: null,
});
const ADA = '00000000-0000-4000-8000-0000000000ad';
const PEOPLE = {
  [`GET /api/workspace/${WS}/mentionable-person`]: {
    persons: [
      person(ADA, 'Ada Lovelace', 'ada@example.com'),
      person(WS, 'Grace Hopper', 'grace@example.com'),
    ],
  },
};

describe("the '@' menu's people and date picker (issue 9)", () => {
  it('ENT-39 (person mention): lists the workspace’s people, narrowed by name or e-mail; choosing one inserts AppFlowy’s person mention, shown as @name', async () => {
    const doc = documentWith([{ id: 'p1', ty: 'paragraph', text: [{ insert: 'Ask' }] }]);
    await renderEditor(doc, PEOPLE);
    caretAfter('Ask');
    type(' @');
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    type('lovel');
    await waitFor(() => {
      expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument();
    });
    fireEvent.click(screen.getByText('Ada Lovelace'));
    await waitFor(() => {
      expect(textDelta(doc, 'p1')).toEqual([
        { insert: 'Ask ' },
        {
          insert: '$',
          attributes: {
            mention: { type: 'person', person_id: ADA, person_name: 'Ada Lovelace', page_id: 'page' },
          },
        },
        { insert: ' ' },
      ]);
    });
    expect(document.querySelector('.quire-inline-person')).toHaveTextContent('@Ada Lovelace');
  });

  it('without the people (the read refused), pages and dates are still offered', async () => {
    const doc = documentWith([{ id: 'p1', ty: 'paragraph', text: [{ insert: 'x' }] }]);
    await renderEditor(doc);
    caretAfter('x');
    type(' @');
    expect(await screen.findByText('Roadmap')).toBeInTheDocument();
    expect(screen.getByText('Today')).toBeInTheDocument();
  });

  it('ENT-39 (date mention): "Pick a date…" opens a date field; the day chosen is inserted as AppFlowy’s date mention', async () => {
    const doc = documentWith([{ id: 'p1', ty: 'paragraph', text: [{ insert: 'Due' }] }]);
    await renderEditor(doc, PEOPLE);
    caretAfter('Due');
    type(' @');
    fireEvent.click(await screen.findByText('Pick a date…'));
    const field = await screen.findByTestId('mention-date-input');
    fireEvent.change(field, { target: { value: '2026-02-31' } });
    expect(screen.getByRole('button', { name: 'Insert' })).toBeDisabled();
    fireEvent.change(field, { target: { value: '2026-04-18' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => {
      expect(textDelta(doc, 'p1')).toEqual([
        { insert: 'Due ' },
        {
          insert: '$',
          attributes: { mention: { type: 'date', date: '2026-04-18T00:00:00.000', include_time: false } },
        },
        { insert: ' ' },
      ]);
    });
    expect(screen.queryByTestId('mention-date-picker')).toBeNull();
  });
});

describe('a page mention', () => {
  it('opens its page when clicked; a mention of a page the folder lacks opens nothing', async () => {
    const doc = documentWith([
      { id: 'p1', ty: 'paragraph', text: [pageMention('gone'), { insert: ' and ' }, pageMention('road')] },
    ]);
    await renderEditor(doc);
    const [gone, road] = [...document.querySelectorAll<HTMLElement>('.quire-inline-page')];
    expect(road).toHaveTextContent('Roadmap');
    fireEvent.click(gone as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent(`/app/${WS}/page`);
    fireEvent.click(road as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent(`/app/${WS}/road`);
  });
});
