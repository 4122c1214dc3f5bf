/**
 * @jest-environment node
 */
import { block, html } from './test-utils/trees.js';

// ENT-39: every block type of spec 000 §3 is drawn; PUB-06: every block element carries its id.
describe('block types (ENT-39)', () => {
  it('ENT-39 paragraph: its text, id and data-block-id', () => {
    const out = html([block('paragraph', { id: 'p1', text: 'Hello' })]);
    expect(out).toContain('id="p1"');
    expect(out).toContain('data-block-id="p1"');
    expect(out).toContain('class="quire-block quire-paragraph"');
    expect(out).toContain('>Hello<');
  });

  it('ENT-39 headings 1–6 as h1–h6, an out-of-range level clamped', () => {
    const out = html(
      [1, 2, 3, 4, 5, 6, 9].map((level) => block('heading', { data: { level }, text: `H${level}` })),
    );
    for (let level = 1; level <= 6; level += 1)
      expect(out).toMatch(new RegExp(`<h${level} [^>]*>H${level}</h${level}>`));
    expect(out).toMatch(/<h6 [^>]*>H9<\/h6>/);
  });

  it('ENT-39 todo list: a read-only checkbox, checked or not', () => {
    const out = html([
      block('todo_list', { id: 't1', data: { checked: true }, text: 'done' }),
      block('todo_list', { id: 't2', data: { checked: false }, text: 'open' }),
    ]);
    expect(out).toMatch(/id="t1"[^>]*class="[^"]*quire-checked/);
    const boxes = out.match(/<input [^>]*>/g) ?? [];
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toMatch(/type="checkbox".*disabled="".*checked=""/);
    expect(boxes[1]).not.toContain('checked');
  });

  it('ENT-39 bulleted list with nested items, bullets by depth', () => {
    const out = html([
      block('bulleted_list', { text: 'a', children: [block('bulleted_list', { text: 'a.1' })] }),
    ]);
    expect(out).toContain('>•<');
    expect(out).toContain('>◦<');
    expect(out).toContain('quire-block-children');
  });

  it('ENT-39 numbered lists count up and restart after another block, as AppFlowy does', () => {
    const out = html([
      block('numbered_list', { text: 'one' }),
      block('numbered_list', { text: 'two', children: [block('numbered_list', { text: 'inner' })] }),
      block('paragraph', { text: 'break' }),
      block('numbered_list', { text: 'again' }),
      block('numbered_list', { data: { number: 5 }, text: 'x' }),
      block('paragraph', { text: 'break' }),
      block('numbered_list', { data: { number: 7 }, text: 'seven' }),
      block('numbered_list', { text: 'eight' }),
    ]);
    const markers = [...out.matchAll(/quire-list-marker">([^<]+)</g)].map((match) => match[1]);
    expect(markers).toEqual(['1.', '2.', 'a.', '1.', '2.', '7.', '8.']);
  });

  it('ENT-39 toggle list: <details>/<summary>, open unless collapsed (works without script)', () => {
    const out = html([
      block('toggle_list', { id: 'open', text: 'shown', children: [block('paragraph', { text: 'child' })] }),
      block('toggle_list', {
        id: 'shut',
        data: { collapsed: true },
        text: 'hidden',
        children: [block('paragraph', { text: 'kid' })],
      }),
    ]);
    expect(out).toMatch(
      /<details id="open"[^>]*open=""><summary class="quire-toggle-summary"><span class="quire-text">shown/,
    );
    expect(out).toMatch(/<details id="shut"[^>]*class="quire-block quire-toggle-list"><summary/);
    expect(out).toContain('>kid<');
  });

  it('ENT-39 toggle heading: a toggle list with a level puts its heading in the summary', () => {
    const out = html([block('toggle_list', { data: { level: 2 }, text: 'Section' })]);
    expect(out).toMatch(
      /<summary class="quire-toggle-summary"><h2 class="quire-text quire-heading-text">Section<\/h2><\/summary>/,
    );
  });

  it('ENT-39 quote and callout (icon, colour)', () => {
    const out = html([
      block('quote', { text: 'said' }),
      block('callout', { data: { icon: '🥰', bgColor: '0xffffdae6' }, text: 'note' }),
    ]);
    expect(out).toMatch(/<blockquote [^>]*><div class="quire-text">said/);
    expect(out).toContain('quire-callout-icon');
    expect(out).toContain('🥰');
    expect(out).toContain('background-color:rgb(255, 218, 230)');
  });

  it('ENT-39 code and math without loaded resources: plain code and the TeX source', () => {
    const out = html([
      block('code', { data: { language: 'Javascript' }, text: 'let a = 1 < 2;' }),
      block('math_equation', { data: { formula: 'x^2' } }),
    ]);
    expect(out).toContain('<code class="quire-code-content language-javascript">let a = 1 &lt; 2;</code>');
    expect(out).toContain('data-language="Javascript"');
    expect(out).toContain('<pre class="quire-math-source">x^2</pre>');
  });

  it('ENT-39 divider', () => {
    expect(html([block('divider', { id: 'd' })])).toContain(
      '<hr id="d" data-block-id="d" class="quire-block quire-divider"/>',
    );
  });

  it('ENT-39 image: lazy, with width and alignment', () => {
    const out = html([
      block('image', { data: { url: 'https://x.test/a.png', width: 320.4, align: 'center' } }),
    ]);
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('src="https://x.test/a.png"');
    expect(out).toContain('width:320px');
    expect(out).toContain('quire-align-center');
  });

  it('ENT-39 stored files are loaded from where the caller serves them (resolveFileUrl), still checked', () => {
    const blocks = [
      block('image', { id: 'i', data: { url: 'ws/blob-1', image_type: 1 } }),
      block('file', { id: 'f', data: { url: 'ws/blob-2', name: 'a.pdf' } }),
    ];
    const served = html(blocks, { resolveFileUrl: (url) => `/api/published/files/${url}` });
    expect(served).toContain('src="/api/published/files/ws/blob-1"');
    expect(served).toContain('href="/api/published/files/ws/blob-2"');
    expect(html(blocks, { resolveFileUrl: () => 'javascript:alert(1)' })).not.toContain('javascript');
    expect(html(blocks, { resolveFileUrl: () => undefined })).not.toContain('<img');
  });

  it('ENT-39 multi image: every picture of data.images, bare or wrapped', () => {
    const bare = html([
      block('multi_image', {
        data: { images: [{ url: 'https://x.test/1.png' }, { url: 'https://x.test/2.png' }] },
      }),
    ]);
    const wrapped = html([
      block('multi_image', { data: { images: { images: [{ url: 'https://x.test/3.png' }] } } }),
    ]);
    expect(bare.match(/<img /g)).toHaveLength(2);
    expect(wrapped).toContain('src="https://x.test/3.png"');
  });

  it('ENT-39 multi image layout 0: one picture at a time, every picture reachable without JavaScript', () => {
    const images = ['a', 'b', 'c'].map((name) => ({ url: `https://x.test/${name}.png` }));
    const out = html([block('multi_image', { id: 'g', data: { images, layout: 0 } })]);
    expect(out).toContain('class="quire-block quire-multi-image quire-gallery-browser"');
    // A scroll-snap strip holding every picture, each with its counter and wrap-around arrows as anchors.
    expect(out).toContain('class="quire-gallery-strip" role="group" aria-label="Gallery" tabindex="0"');
    for (const [index, name] of ['a', 'b', 'c'].entries()) {
      expect(out).toContain(`<figure class="quire-gallery-slide" id="g-picture-${String(index + 1)}">`);
      expect(out).toContain(`src="https://x.test/${name}.png"`);
      expect(out).toContain(`>${String(index + 1)} / 3</span>`);
    }
    expect(out).toMatch(
      /id="g-picture-1">.*?class="quire-gallery-previous" aria-label="Previous picture" href="#g-picture-3"/,
    );
    expect(out).toMatch(
      /id="g-picture-3">.*?class="quire-gallery-next" aria-label="Next picture" href="#g-picture-1"/,
    );
    // Thumbnails link to each picture; the first is the current one.
    expect(out.match(/class="quire-gallery-thumbnail"/g)).toHaveLength(3);
    expect(out).toContain('aria-label="Show picture 2" href="#g-picture-2"');
    expect(out.match(/aria-current="true"/g)).toHaveLength(1);
    expect(out).toContain('aria-label="Show picture 1" aria-current="true" href="#g-picture-1"');
    // Layout 1, no layout, an unknown one: the grid; a layout-0 gallery whose pictures are all unsafe: no controls.
    for (const layout of [1, undefined, 'x']) {
      const grid = html([block('multi_image', { data: { images, layout } })]);
      expect(grid).not.toContain('quire-gallery');
      expect(grid.match(/<img /g)).toHaveLength(3);
    }
    const unsafe = html([block('multi_image', { data: { images: [{ url: 'javascript:x' }], layout: 0 } })]);
    expect(unsafe).not.toContain('quire-gallery');
    expect(unsafe).not.toContain('javascript');
    // The labels are the caller's.
    const french = html([block('multi_image', { id: 'g', data: { images, layout: 0 } })], {
      labels: { previousPicture: 'Image précédente', showPicture: 'Afficher l’image {{number}}' },
    });
    expect(french).toContain('aria-label="Image précédente"');
    expect(french).toContain('aria-label="Afficher l’image 3"');
  });

  it('ENT-39 video: a native player, YouTube through its privacy-enhanced embed', () => {
    const out = html([
      block('video', { data: { url: 'https://cdn.test/v.mp4' } }),
      block('video', { data: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } }),
    ]);
    expect(out).toContain(
      '<video class="quire-video-content" src="https://cdn.test/v.mp4" controls="" preload="none">',
    );
    expect(out).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  });

  it('ENT-39 file and link preview', () => {
    const out = html([
      block('file', { data: { url: 'https://files.test/report.pdf', name: 'report.pdf' } }),
      block('link_preview', { data: { url: 'https://example.com/post' } }),
    ]);
    expect(out).toMatch(
      /<a class="quire-file-name" href="https:\/\/files.test\/report.pdf" target="_blank" rel="noopener noreferrer nofollow ugc">report.pdf<\/a>/,
    );
    expect(out).toContain('quire-link-preview-host">example.com<');
  });

  it('ENT-39 sub page: linked through the caller’s linkToView, named by resolveView', () => {
    const options = {
      linkToView: (viewId: string) => `/ns/${viewId}`,
      resolveView: (viewId: string) => (viewId === 'v1' ? { name: 'Child page', icon: '📄' } : undefined),
    };
    const out = html(
      [block('sub_page', { data: { view_id: 'v1' } }), block('sub_page', { data: { view_id: 'v2' } })],
      options,
    );
    expect(out).toContain('href="/ns/v1"');
    expect(out).toContain('>Child page<');
    expect(out).toContain('>Untitled<');
    // Without linkToView the renderer invents no address.
    expect(html([block('sub_page', { data: { view_id: 'v1' } })])).not.toContain('href');
  });

  it('ENT-39 outline: the headings with anchors, down to its depth', () => {
    const out = html([
      block('outline', { data: { depth: 2 } }),
      block('heading', { id: 'h1', data: { level: 1 }, text: 'Top' }),
      block('heading', { id: 'h2', data: { level: 2 }, text: 'Sub' }),
      block('heading', { id: 'h3', data: { level: 3 }, text: 'Deep' }),
      block('toggle_list', { id: 'th', data: { level: 2 }, text: 'Toggle heading' }),
    ]);
    expect(out).toContain('<a href="#h1">Top</a>');
    expect(out).toContain('<a href="#h2">Sub</a>');
    expect(out).toContain('<a href="#th">Toggle heading</a>');
    expect(out).not.toContain('href="#h3"');
  });

  it('ENT-39 simple table: rows and cells with their blocks, header row, widths', () => {
    const cell = (id: string, text: string) =>
      block('simple_table_cell', { id, children: [block('paragraph', { text })] });
    const out = html([
      block('simple_table', {
        data: { enable_header_row: true, column_widths: { '0': 150 } },
        children: [
          block('simple_table_row', { id: 'r1', children: [cell('c11', 'Name'), cell('c12', 'Age')] }),
          block('simple_table_row', { id: 'r2', children: [cell('c21', 'Ada'), cell('c22', '36')] }),
        ],
      }),
    ]);
    expect(out).toContain('<col style="width:150px"/>');
    expect(out).toMatch(/<th id="c11" data-block-id="c11"[^>]*>.*Name/);
    expect(out).toMatch(/<td id="c22" data-block-id="c22"[^>]*>.*36/);
    expect(out).toContain('id="r2"');
  });

  it('ENT-39 legacy table: cells placed by rowPosition/colPosition', () => {
    const cell = (row: number, col: number) =>
      block('table/cell', {
        id: `c${row}${col}`,
        data: { rowPosition: row, colPosition: col },
        children: [block('paragraph', { text: `${row}${col}` })],
      });
    const out = html([block('table', { children: [cell(1, 1), cell(0, 1), cell(1, 0), cell(0, 0)] })]);
    const order = [...out.matchAll(/<td id="(c\d\d)"/g)].map((match) => match[1]);
    expect(order).toEqual(['c00', 'c01', 'c10', 'c11']);
  });

  it('ENT-39 columns side by side by ratio', () => {
    const out = html([
      block('simple_columns', {
        children: [
          block('simple_column', {
            id: 'col1',
            data: { ratio: 0.3 },
            children: [block('paragraph', { text: 'left' })],
          }),
          block('simple_column', {
            id: 'col2',
            data: { ratio: 0.7 },
            children: [block('paragraph', { text: 'right' })],
          }),
        ],
      }),
    ]);
    expect(out).toMatch(/id="col1"[^>]*style="flex-grow:0.3;flex-basis:0"/);
    expect(out).toMatch(/id="col2"[^>]*style="flex-grow:0.7;flex-basis:0"/);
  });

  it('ENT-39 grid/board/calendar: a card by default, the caller’s drawing when given', () => {
    const blocks = ['grid', 'board', 'calendar'].map((ty) =>
      block(ty, { id: ty, data: { view_id: `view-${ty}` } }),
    );
    const cards = html(blocks, { linkToView: (viewId) => `/ns/${viewId}` });
    expect(cards).toContain('href="/ns/view-grid"');
    expect(cards).toContain('href="/ns/view-calendar"');
    const drawn = html(blocks, {
      renderDatabase: (database) => (
        <span className="mine">{`${database.layout}:${database.viewId ?? ''}`}</span>
      ),
    });
    expect(drawn).toContain('<span class="mine">board:view-board</span>');
  });

  it('ENT-39 unknown types show their text and children, and never throw', () => {
    const out = html([
      block('ai_meeting_summary', {
        id: 'u',
        text: 'kept text',
        children: [block('paragraph', { text: 'kept child' })],
      }),
      block('', { id: 'empty-type' }),
    ]);
    expect(out).toContain('data-block-type="ai_meeting_summary"');
    expect(out).toContain('kept text');
    expect(out).toContain('kept child');
    expect(out).toContain('id="empty-type"');
  });

  it('PUB-06 a slice of top-level blocks keeps its numbers (range, for virtualised pages)', () => {
    const blocks = ['a', 'b', 'c', 'd'].map((text) => block('numbered_list', { id: text, text }));
    const out = html(blocks, { range: { start: 2, end: 3 } });
    expect(out).toContain('id="c"');
    expect(out).not.toContain('id="b"');
    expect(out).not.toContain('id="d"');
    expect(out).toContain('quire-list-marker">3.<');
  });
});
