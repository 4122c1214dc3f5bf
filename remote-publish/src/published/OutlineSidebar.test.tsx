import { forgetExpandedCache, notify } from '@quire/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentState, publishedView } from '../test/documents';
import { fakeServer, ok, refused } from '../test/fakeServer';
import { publishedServer, SIBLING, teamOutline } from '../test/publishedServer';
import { renderPublished } from '../test/renderPublished';

const launch = documentState([{ ty: 'paragraph', text: [{ insert: 'Launch body' }] }]);
const roadmap = documentState([{ ty: 'paragraph', text: [{ insert: 'Roadmap body' }] }]);

// A desktop window wide enough for the drawer (jsdom's 1024 px would leave the content under 768 px: closed).
beforeEach(() => {
  window.innerWidth = 1600;
  localStorage.clear();
  forgetExpandedCache();
});

describe('the published outline sidebar', () => {
  it('NAV-08 NAV-10 NAV-11 ENT-06 / the publish section lists spaces and pages, links the published ones and marks the current page', async () => {
    const { publishApi } = publishedServer({
      'launch-notes': { blob: launch },
      roadmap: { blob: roadmap, meta: { view: publishedView(SIBLING, 'Roadmap') } },
    });
    renderPublished('/team/launch-notes', publishApi);
    const outline = await screen.findByTestId('publish-outline');
    await screen.findByText('Launch body');
    expect(within(outline).getByText('General').closest('a')).toBeNull();
    expect(within(outline).queryAllByRole('img', { name: 'has not been published yet' })).toHaveLength(1);
    const drafts = within(outline).getByText('Drafts');
    expect(drafts.closest('a')).toBeNull();
    expect(drafts.parentElement).toHaveAttribute('title', 'has not been published yet');
    const current = within(outline).getByRole('link', { name: 'Launch notes' });
    expect(current).toHaveAttribute('href', '/team/launch-notes');
    expect(current).toHaveAttribute('aria-current', 'page');
    const other = within(outline).getByRole('link', { name: 'Roadmap' });
    expect(other).toHaveAttribute('href', '/team/roadmap');
    expect(other).not.toHaveAttribute('aria-current');

    await userEvent.click(other);
    expect(await screen.findByText('Roadmap body')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/team/roadmap');
    expect(
      within(screen.getByTestId('publish-outline')).getByRole('link', { name: 'Roadmap' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it("DLG-15 / an outline that cannot be fetched, whatever the server said, is the toast 'Publish outline not found'; the page still shows", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const toast = jest.spyOn(notify, 'error').mockImplementation(() => '');
    const { publishApi } = fakeServer((path) => {
      if (path.startsWith('/api/workspace/published-outline/')) return refused(-1, 'Internal error');
      if (path.endsWith('/blob')) return { bytes: launch };
      return ok({ view: publishedView('v1', 'Alone'), child_views: [] });
    });
    renderPublished('/team/alone', publishApi);
    expect(await screen.findByText('Launch body')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('Publish outline not found');
    expect(screen.queryByTestId('publish-outline')).not.toBeInTheDocument();
    toast.mockRestore();
    warn.mockRestore();
  });

  it('NAV-08 / the next page of the site keeps the sidebar while its outline is asked for again', async () => {
    let outlines = 0;
    const { publishApi } = fakeServer((path) => {
      if (path.startsWith('/api/workspace/published-outline/'))
        return ++outlines === 1 ? teamOutline : { pending: true };
      if (path.endsWith('/blob')) return { bytes: path.includes('roadmap') ? roadmap : launch };
      return ok({ view: publishedView(path.includes('roadmap') ? SIBLING : 'v1', 'Any'), child_views: [] });
    });
    renderPublished('/team/launch-notes', publishApi);
    await userEvent.click(await screen.findByRole('link', { name: 'Roadmap' }));
    expect(await screen.findByText('Roadmap body')).toBeInTheDocument();
    expect(outlines).toBe(2);
    expect(
      within(screen.getByTestId('publish-outline')).getByRole('link', { name: 'Roadmap' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
