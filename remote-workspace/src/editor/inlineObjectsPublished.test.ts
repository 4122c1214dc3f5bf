import { dateMention, formula, pageMention, type TextDelta } from '@quire/shared/collab';
import { DocumentView } from '@quire/shared/render';
import { act } from '@testing-library/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { folderStore } from '../data';
import { forgetMentionablePeople } from '../data/people';
import { installFakeApi, view } from '../data/test/fakeApi';
import { bindEditor, documentWith, type Harness } from './test/editorHarness';

// Issue 27: a date mention read "@2026-12-02" on the published page while the editor showed "Dec 2, 2026".
// Every inline object must read the same in both: the editor's chips against the published renderer's text.

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

const person = (personId: string, name: string) => ({
  insert: '$',
  attributes: { mention: { type: 'person', person_id: personId, person_name: name, page_id: 'x' } },
});

const objects: { name: string; insert: TextDelta[number] }[] = [
  { name: 'page mention', insert: pageMention('target') },
  { name: 'date mention', insert: dateMention('2026-12-02T14:25:32.457277') },
  { name: 'date mention with time', insert: dateMention('2026-12-02T14:25:32.4', { include_time: true }) },
  { name: 'date range', insert: dateMention('2026-12-02T09:00:00', { end: '2026-12-04T10:00:00' }) },
  { name: 'person mention', insert: person('u-1', 'Ada Lovelace') },
  { name: 'formula', insert: formula('E=mc^2') },
];

async function loadFolder() {
  const root = view({
    view_id: WS,
    name: 'Workspace',
    is_space: true,
    children: [view({ view_id: 'target', name: 'Roadmap' })],
  });
  // No people readable: a person mention shows the stored name, as the published page does.
  installFakeApi({ [`GET /api/workspace/${WS}/folder`]: root });
  folderStore.setCurrentWorkspace(WS);
  await folderStore.load(WS);
}

function editorText(insert: TextDelta[number]): string | null {
  harness = bindEditor(documentWith([{ id: 'p1', ty: 'paragraph', text: [insert] }]));
  const chip = harness.editor.domElement?.querySelector('.quire-inline-object');
  const text = chip?.textContent ?? null;
  harness.destroy();
  harness = undefined;
  return text;
}

function publishedText(insert: TextDelta[number]): string {
  const html = renderToStaticMarkup(
    createElement(DocumentView, {
      tree: {
        id: 'page',
        ty: 'page',
        data: {},
        text: null,
        children: [{ id: 'p1', ty: 'paragraph', data: {}, text: [insert], children: [] }],
      },
      linkToView: (viewId: string) => (viewId === 'target' ? '/ns/roadmap' : undefined),
      resolveView: (viewId: string) => (viewId === 'target' ? { name: 'Roadmap' } : undefined),
    }),
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  return container.querySelector('.quire-mention, .quire-formula')?.textContent ?? '';
}

describe('inline objects read the same in the editor and on the published page (issue 27)', () => {
  it.each(objects)('ENT-39 / $name', async ({ insert }) => {
    await loadFolder();
    const inEditor = editorText(insert);
    expect(inEditor).not.toBeNull();
    expect(inEditor).not.toBe('');
    expect(publishedText(insert)).toBe(inEditor);
  });

  it('a date mention reads "Dec 2, 2026" in both, not "@2026-12-02"', async () => {
    await loadFolder();
    const date = dateMention('2026-12-02T10:00:00');
    expect(editorText(date)).toBe('Dec 2, 2026');
    expect(publishedText(date)).toBe('Dec 2, 2026');
  });
});
