import { act } from 'react';
import type { BlockNode } from '../collab/document/tree.js';
import { DocumentView, type DocumentViewProps } from './DocumentView.js';
import { loadRenderResources } from './resources.js';
import { allNodes, fixtureOptions, fixtureTree, withFixtures } from './test-utils/fixtures.js';
import { hydrateServerHtml } from './test-utils/hydrate.js';
import { block, page } from './test-utils/trees.js';

/**
 * Renders on the "server" (react-dom/server), puts the HTML in the page as the server would send it, then
 * hydrates it in the browser (jsdom): any mismatch React reports is a failure, and the DOM must be the
 * server's DOM afterwards (nothing re-rendered).
 */
async function hydrate(
  props: DocumentViewProps,
  clientProps: DocumentViewProps = props,
): Promise<{ container: HTMLElement; errors: unknown[] }> {
  const { container, parsed, errors } = await hydrateServerHtml(
    <DocumentView {...props} />,
    <DocumentView {...clientProps} />,
  );
  if (clientProps === props) expect(container.innerHTML).toBe(parsed);
  return { container, errors };
}

function everyType(): BlockNode {
  const cell = (text: string) => block('simple_table_cell', { children: [block('paragraph', { text })] });
  return page([
    block('heading', { data: { level: 2 }, text: 'Title' }),
    block('outline', { data: { depth: 6 } }),
    block('paragraph', {
      text: [
        { insert: 'bold', attributes: { bold: true, font_color: '0xffdb3636' } },
        { insert: ' link', attributes: { href: 'https://a.test' } },
        { insert: '$', attributes: { mention: { type: 'date', date: '2024-04-18T14:25:32' } } },
        { insert: '$', attributes: { formula: 'x^2' } },
      ],
    }),
    block('todo_list', { data: { checked: true }, text: 'done' }),
    block('numbered_list', { text: 'one', children: [block('bulleted_list', { text: 'inner' })] }),
    block('toggle_list', {
      data: { collapsed: true },
      text: 'closed',
      children: [block('paragraph', { text: 'x' })],
    }),
    block('quote', { text: 'q' }),
    block('callout', { data: { icon: '💡', bgColor: '0x4d9c27b0' }, text: 'c' }),
    block('code', { data: { language: 'typescript' }, text: 'const a: number = 1;' }),
    block('math_equation', { data: { formula: '\\sum_{i=1}^n i' } }),
    block('divider'),
    block('image', { data: { url: 'https://img.test/a.png', width: 200, align: 'center' } }),
    block('multi_image', { data: { images: [{ url: 'https://img.test/b.png' }] } }),
    block('video', { data: { url: 'https://cdn.test/v.mp4' } }),
    block('file', { data: { url: 'https://f.test/a.pdf', name: 'a.pdf' } }),
    block('link_preview', { data: { url: 'https://example.com' } }),
    block('sub_page', { data: { view_id: 'child' } }),
    block('grid', { data: { view_id: 'grid-view' } }),
    block('simple_table', { children: [block('simple_table_row', { children: [cell('a'), cell('b')] })] }),
    block('simple_columns', {
      children: [
        block('simple_column', { data: { ratio: 0.5 }, children: [block('paragraph', { text: 'l' })] }),
        block('simple_column', { data: { ratio: 0.5 }, children: [block('paragraph', { text: 'r' })] }),
      ],
    }),
    block('something_new', { text: 'unknown' }),
  ]);
}

describe('server rendering and hydration agree', () => {
  it('ENT-39 every block type hydrates without a mismatch', async () => {
    const tree = everyType();
    const resources = await loadRenderResources(tree);
    const { errors } = await hydrate({ tree, resources, ...fixtureOptions });
    expect(errors).toEqual([]);
  });

  it('ENT-39 the check sees a mismatch (a browser that did not load the math the server drew)', async () => {
    const tree = page([block('math_equation', { data: { formula: 'x^2' } })]);
    const resources = await loadRenderResources(tree);
    const { errors } = await hydrate({ tree, resources }, { tree });
    expect(errors).not.toEqual([]);
  });

  it('PUB-06 after hydration every block is found by its id (?blockId scrolling)', async () => {
    const tree = everyType();
    const { container, errors } = await hydrate({ tree });
    expect(errors).toEqual([]);
    for (const node of allNodes(tree))
      expect(container.querySelector(`[data-block-id="${node.id}"]`)).not.toBeNull();
  });

  it('ENT-39 a toggle list opens and closes in the browser', async () => {
    const { container } = await hydrate({ tree: everyType() });
    const details = container.querySelector('details');
    expect(details?.open).toBe(false);
    details?.querySelector('summary')?.click();
    expect(details?.open).toBe(true);
  });

  it('ENT-39 a one-at-a-time gallery hydrates; its arrows and thumbnails then scroll the strip, not the page', async () => {
    const images = ['a', 'b', 'c'].map((name) => ({ url: `https://x.test/${name}.png` }));
    const tree = page([block('multi_image', { id: 'g', data: { images, layout: 0 } })]);
    const { container, errors } = await hydrate({ tree });
    expect(errors).toEqual([]);
    const strip = container.querySelector<HTMLElement>('.quire-gallery-strip');
    if (strip === null) throw new Error('no strip');
    Object.defineProperty(strip, 'clientWidth', { value: 400 });
    const scrolled: unknown[] = [];
    strip.scrollTo = ((options: ScrollToOptions) => scrolled.push(options)) as typeof strip.scrollTo;
    const current = () =>
      Array.from(container.querySelectorAll('.quire-gallery-thumbnail')).map((thumb) =>
        thumb.getAttribute('aria-current'),
      );
    expect(current()).toEqual(['true', null, null]);
    await act(async () => {
      container.querySelector<HTMLElement>('#g-picture-1 .quire-gallery-next')?.click();
      await Promise.resolve();
    });
    expect(scrolled).toEqual([{ left: 400 }]);
    expect(current()).toEqual([null, 'true', null]);
    expect(window.location.hash).toBe('');
    await act(async () => {
      container.querySelectorAll<HTMLElement>('.quire-gallery-thumbnail')[2]?.click();
      await Promise.resolve();
    });
    expect(scrolled).toEqual([{ left: 400 }, { left: 800 }]);
    expect(current()).toEqual([null, null, 'true']);
    // Scrolled by hand: the current thumbnail follows.
    strip.scrollLeft = 0;
    await act(async () => {
      strip.dispatchEvent(new Event('scroll'));
      await Promise.resolve();
    });
    expect(current()).toEqual(['true', null, null]);
  });

  withFixtures('ENT-39 both AppFlowy fixtures hydrate without a mismatch', async () => {
    for (const file of ['simple_doc.json', 'full_doc.json'] as const) {
      const tree = fixtureTree(file);
      const resources = await loadRenderResources(tree);
      const { errors } = await hydrate({ tree, resources, ...fixtureOptions });
      expect(errors).toEqual([]);
    }
  });
});
