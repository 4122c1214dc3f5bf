import { documentTree, textDelta } from '@quire/shared/collab';
import { bindEditor, documentWith, outline, type Harness } from '../test/editorHarness';

// What the clipboard holds when a page is copied from Notion, Google Docs or GitHub (the shapes each writes), pasted
// into an empty paragraph: each must land as AppFlowy's blocks, with its marks, not as one line of text.

// jsdom has no ClipboardEvent, which ProseMirror's paste builds: a plain event with no clipboardData will do.
beforeAll(() => {
  if (typeof globalThis.ClipboardEvent === 'undefined')
    Object.assign(globalThis, {
      ClipboardEvent: class extends Event {
        readonly clipboardData = null;
      },
    });
});

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

function pasteInto(html: string): Harness {
  harness = bindEditor(documentWith([{ id: 'p1', ty: 'paragraph', text: [] }]));
  harness.editor.setTextCursorPosition('p1', 'start');
  // A paste event as the browser hands it over (jsdom has no DataTransfer): HTML, and its text.
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent;
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: {
      types: ['text/html', 'text/plain'],
      getData: (type: string) => (type === 'text/html' ? html : type === 'text/plain' ? text : ''),
    },
  });
  harness.editor.prosemirrorView.dom.dispatchEvent(event);
  return harness;
}

const googleDocs = [
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c4d">',
  '<h1 dir="ltr" style="line-height:1.38;margin-top:20pt;"><span style="font-size:20pt;font-weight:400;">Launch plan</span></h1>',
  '<p dir="ltr" style="line-height:1.38;"><span style="font-weight:700;">Owner:</span><span style="font-weight:400;"> the web team, see </span>',
  '<a href="https://example.com/brief" style="text-decoration:none;"><span style="color:#1155cc;text-decoration:underline;">the brief</span></a></p>',
  '<ul style="margin-top:0;margin-bottom:0;"><li dir="ltr" style="list-style-type:disc;" aria-level="1"><p dir="ltr" role="presentation"><span>Draft the copy</span></p></li>',
  '<li dir="ltr" style="list-style-type:disc;" aria-level="1"><p dir="ltr" role="presentation"><span>Book the room</span></p></li></ul>',
  '<ol style="margin-top:0;"><li dir="ltr" style="list-style-type:decimal;" aria-level="1"><p dir="ltr" role="presentation"><span>Announce</span></p></li></ol>',
  '</b>',
].join('');

const notion = [
  '<meta charset="utf-8"><h2>Weekly notes</h2>',
  '<p>Plain text with <strong>bold</strong>, <em>italic</em> and <code>inline code</code>.</p>',
  '<ul><li>First point</li><li>Second point</li></ul>',
  '<blockquote>Ship small, ship often.</blockquote>',
  '<pre><code class="language-typescript">const answer = 42;\nconsole.log(answer);</code></pre>',
  '<hr>',
].join('');

const github = [
  '<h3 dir="auto">Install</h3>',
  '<ol dir="auto"><li>Clone the repository</li><li>Run <code>npm start</code></li></ol>',
  '<ul class="contains-task-list">',
  '<li class="task-list-item enabled"><input type="checkbox" class="task-list-item-checkbox" checked=""> Write the tests</li>',
  '<li class="task-list-item enabled"><input type="checkbox" class="task-list-item-checkbox"> Ship it</li>',
  '</ul>',
  '<div class="highlight highlight-source-shell notranslate position-relative overflow-auto" dir="auto"><pre>npm <span class="pl-c1">test</span></pre></div>',
].join('');

describe('pasting from other editors (ENT-39)', () => {
  it('Google Docs: the heading, bold run, link and both lists become blocks with marks', () => {
    const { doc } = pasteInto(googleDocs);
    const lines = outline(doc);
    expect(lines).toEqual(
      expect.arrayContaining([
        'heading Launch plan',
        'paragraph Owner: the web team, see the brief',
        'bulleted_list Draft the copy',
        'bulleted_list Book the room',
        'numbered_list Announce',
      ]),
    );
    const owner = documentTree(doc).children.find((block) => block.ty === 'paragraph' && block.text?.length);
    expect(owner).toBeDefined();
    const delta = textDelta(doc, owner!.id);
    expect(delta).toContainEqual({ insert: 'Owner:', attributes: { bold: true } });
    const link = delta?.find((op) => op.insert === 'the brief');
    expect(link?.attributes).toMatchObject({ href: 'https://example.com/brief' });
  });

  it('Notion: heading, marks, list, quote, code with its language and divider', () => {
    const { doc } = pasteInto(notion);
    const tree = documentTree(doc);
    expect(outline(doc)).toEqual(
      expect.arrayContaining([
        'heading Weekly notes',
        'paragraph Plain text with bold, italic and inline code.',
        'bulleted_list First point',
        'bulleted_list Second point',
        'quote Ship small, ship often.',
        'code const answer = 42;\nconsole.log(answer);',
        'divider',
      ]),
    );
    const heading = tree.children.find((block) => block.ty === 'heading');
    expect(heading?.data).toMatchObject({ level: 2 });
    const code = tree.children.find((block) => block.ty === 'code');
    expect(code?.data).toMatchObject({ language: 'typescript' });
    const paragraph = tree.children.find((block) => block.ty === 'paragraph' && block.text?.length);
    const delta = textDelta(doc, paragraph!.id);
    expect(delta).toContainEqual({ insert: 'bold', attributes: { bold: true } });
    expect(delta).toContainEqual({ insert: 'italic', attributes: { italic: true } });
    expect(delta).toContainEqual({ insert: 'inline code', attributes: { code: true } });
  });

  it('GitHub: numbered steps, a task list keeping what is checked, and a code block', () => {
    const { doc } = pasteInto(github);
    const tree = documentTree(doc);
    expect(outline(doc)).toEqual(
      expect.arrayContaining([
        'heading Install',
        'numbered_list Clone the repository',
        'numbered_list Run npm start',
        'todo_list Write the tests',
        'todo_list Ship it',
        'code npm test',
      ]),
    );
    const todos = tree.children.filter((block) => block.ty === 'todo_list');
    expect(todos.map((block) => block.data.checked === true)).toEqual([true, false]);
    expect(tree.children.find((block) => block.ty === 'code')?.data).toMatchObject({ language: 'shell' });
  });

  it('markdown text becomes blocks too', () => {
    harness = bindEditor(documentWith([{ id: 'p1', ty: 'paragraph', text: [] }]));
    harness.editor.setTextCursorPosition('p1', 'start');
    harness.editor.pasteMarkdown(
      '# Title\n\n- one\n- two\n\n1. first\n\n- [x] done\n\n> quoted\n\n**strong** text',
    );
    expect(outline(harness.doc)).toEqual(
      expect.arrayContaining([
        'heading Title',
        'bulleted_list one',
        'bulleted_list two',
        'numbered_list first',
        'todo_list done',
        'quote quoted',
        'paragraph strong text',
      ]),
    );
  });
});
