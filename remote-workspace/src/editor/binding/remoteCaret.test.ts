import { applyTextEdit, textDelta } from '@quire/shared/collab';
import { bindEditor, documentWith, otherOrigin, type Harness } from '../test/editorHarness';

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

describe('the caret when another client types at it', () => {
  it('text typed by another client exactly at the caret goes after it: each person’s words stay whole', () => {
    harness = bindEditor(documentWith([{ id: 'p1', ty: 'paragraph', text: [{ insert: 'Notes:' }] }]));
    const { doc, editor } = harness;
    editor.setTextCursorPosition('p1', 'end');
    editor.insertInlineContent(' B');
    // The other client's first character lands where this caret is…
    applyTextEdit(doc, 'p1', [{ retain: 8 }, { insert: ' A' }], otherOrigin);
    // …and this user goes on typing their word.
    editor.insertInlineContent('BB');
    applyTextEdit(doc, 'p1', [{ retain: 12 }, { insert: 'AA' }], otherOrigin);
    expect(textDelta(doc, 'p1')).toEqual([{ insert: 'Notes: BBB AAA' }]);
  });

  it('text inserted before the caret still moves it along', () => {
    harness = bindEditor(documentWith([{ id: 'p1', ty: 'paragraph', text: [{ insert: 'world' }] }]));
    const { doc, editor } = harness;
    editor.setTextCursorPosition('p1', 'end');
    applyTextEdit(doc, 'p1', [{ insert: 'Hello ' }], otherOrigin);
    editor.insertInlineContent('!');
    expect(textDelta(doc, 'p1')).toEqual([{ insert: 'Hello world!' }]);
  });
});
