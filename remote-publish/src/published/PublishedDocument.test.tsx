import { pageMention } from '@quire/shared/collab';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentState, publishedView } from '../test/documents';
import { expectNoToken, PAGE, PRIVATE, publishedServer, SIBLING } from '../test/publishedServer';
import { renderPublished } from '../test/renderPublished';

describe('the published document', () => {
  it('PUB-21 API-PUB-11 API-PUB-16 / draws the blocks of the published Yjs state under its title, icon and cover', async () => {
    const blob = documentState([
      { ty: 'heading', data: { level: 2 }, text: [{ insert: 'Goals' }] },
      {
        ty: 'paragraph',
        text: [{ insert: 'Ship the ' }, { insert: 'renderer', attributes: { bold: true } }],
      },
      { ty: 'bulleted_list', text: [{ insert: 'fast' }] },
    ]);
    const ssr = document.createElement('main');
    ssr.id = 'quire-published';
    ssr.textContent = 'server copy';
    document.body.append(ssr);
    const meta = {
      view: {
        ...publishedView(PAGE, 'Launch notes', { cover: { type: 'built_in', value: '2' } }),
        icon: { ty: 0, value: '🚀' },
      },
    };
    const { publishApi, requests } = publishedServer({ 'launch-notes': { blob, meta } });
    renderPublished('/team/launch-notes', publishApi);
    expect(await screen.findByRole('heading', { name: 'Goals' })).toBeInTheDocument();
    expect(screen.getByTestId('publish-title')).toHaveTextContent('🚀Launch notes');
    expect(screen.getByTestId('publish-cover').style.backgroundImage).toContain(
      '/covers/m_cover_image_2.png',
    );
    expect(screen.getByText('renderer').tagName).toBe('STRONG');
    expect(screen.getByText('fast').closest('.quire-bulleted-list')).not.toBeNull();
    expect(screen.getByTestId('publish-page')).toHaveAttribute('data-state', 'loaded');
    expect(document.getElementById('quire-published')).toBeNull();
    expectNoToken(requests);
  });

  it('XSS / markup in the title, the text and a link is shown as text and never runs', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    const blob = documentState([
      { ty: 'paragraph', text: [{ insert: hostile }] },
      {
        ty: 'paragraph',
        text: [{ insert: 'click me', attributes: { href: 'javascript:window.__pwned=1' } }],
      },
    ]);
    const meta = { view: publishedView(PAGE, hostile) };
    const { publishApi } = publishedServer({ 'launch-notes': { blob, meta } });
    const { container } = renderPublished('/team/launch-notes', publishApi);
    const document = await screen.findByTestId('publish-document');
    expect(screen.getByTestId('publish-title')).toHaveTextContent(hostile);
    expect(document).toHaveTextContent(hostile);
    expect(container.querySelector('script, img[src="x"]')).toBeNull();
    expect(within(document).getByText('click me').closest('a')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('PUB-06 / ?blockId scrolls to that block and highlights it', async () => {
    // jsdom does not scroll: record which element was asked to.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const blob = documentState([
      { ty: 'paragraph', text: [{ insert: 'first' }] },
      { id: 'target01', ty: 'paragraph', text: [{ insert: 'the one' }] },
    ]);
    const { publishApi } = publishedServer({ 'launch-notes': { blob } });
    renderPublished('/team/launch-notes?blockId=target01', publishApi);
    const block = (await screen.findByText('the one')).closest('[data-block-id="target01"]');
    expect(block).toHaveClass('quire-block-highlight');
    expect(screen.getByText('first').closest('.quire-block')).not.toHaveClass('quire-block-highlight');
    expect(scrolled).toEqual([block]);
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('PUB-04 / a thumbnail (template=true&thumbnail=true) draws the first 10 top-level blocks only', async () => {
    const blob = documentState(
      Array.from({ length: 13 }, (_, index) => ({
        ty: 'paragraph',
        text: [{ insert: `line ${String(index + 1)}` }],
      })),
    );
    const { publishApi } = publishedServer({ 'launch-notes': { blob } });
    const { unmount } = renderPublished('/team/launch-notes?template=true&thumbnail=true', publishApi);
    expect(await screen.findByText('line 10')).toBeInTheDocument();
    const blocks = screen.getByTestId('publish-document').querySelectorAll('.quire-document > .quire-block');
    expect(blocks).toHaveLength(10);
    expect(screen.queryByText('line 11')).not.toBeInTheDocument();
    unmount();
    // Not a thumbnail (thumbnail without template does nothing): the whole document.
    renderPublished('/team/launch-notes?thumbnail=true', publishApi);
    expect(await screen.findByText('line 13')).toBeInTheDocument();
  });

  it('ENT-39 / a one-at-a-time gallery: its arrows and thumbnails are named in the reader’s language', async () => {
    const images = [1, 2].map((n) => ({ url: `https://img.test/${String(n)}.png` }));
    const blob = documentState([{ id: 'gallery1', ty: 'multi_image', data: { images, layout: 0 } }]);
    const { publishApi } = publishedServer({ 'launch-notes': { blob } });
    renderPublished('/team/launch-notes', publishApi);
    const document = await screen.findByTestId('publish-document');
    expect(await within(document).findByRole('link', { name: 'Show picture 2' })).toHaveAttribute(
      'href',
      '#gallery1-picture-2',
    );
    expect(within(document).getAllByRole('link', { name: 'Next picture' })).toHaveLength(2);
    expect(within(document).getByRole('group', { name: 'Gallery' })).toBeInTheDocument();
  });

  it('RT-12 / a mention of a published page links to its public address; an unpublished one is plain text', async () => {
    const blob = documentState([
      { ty: 'paragraph', text: [{ insert: 'See ' }, pageMention(SIBLING, { block_id: 'b1' })] },
      { ty: 'paragraph', text: [{ insert: 'Not ' }, pageMention(PRIVATE)] },
    ]);
    const { publishApi } = publishedServer({ 'launch-notes': { blob }, roadmap: { blob } });
    renderPublished('/team/launch-notes', publishApi);
    const document = await screen.findByTestId('publish-document');
    const link = await within(document).findByRole('link', { name: /Roadmap/ });
    expect(link).toHaveAttribute('href', '/team/roadmap?blockId=b1');
    expect(within(document).getByText('Drafts').closest('a')).toBeNull();
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/team/roadmap?blockId=b1');
  });

  it('PUB-21 / a code block is highlighted once its grammar has loaded', async () => {
    const blob = documentState([
      { ty: 'code', data: { language: 'JavaScript' }, text: [{ insert: 'const answer = 42;' }] },
    ]);
    const { publishApi } = publishedServer({ 'launch-notes': { blob } });
    renderPublished('/team/launch-notes', publishApi);
    const document = await screen.findByTestId('publish-document');
    expect(document.querySelector('pre.quire-code-pre .token.keyword')).toHaveTextContent('const');
  });
});
