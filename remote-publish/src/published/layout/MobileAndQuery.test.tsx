import { store, themeActions } from '@quire/shared';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishedView } from '../../test/documents';
import { ok, refused } from '../../test/fakeServer';
import { layoutServer } from '../../test/layoutServer';
import { PAGE } from '../../test/publishedServer';
import { renderPublished } from '../../test/renderPublished';
import { pageReload, useReloadWhenGone } from './useReloadWhenGone';

const pixel =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

function asPhone() {
  const agent = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(pixel);
  return () => {
    agent.mockRestore();
  };
}

async function open(path: string, server = layoutServer()) {
  const rendered = renderPublished(path, server.publishApi);
  await screen.findByText('The page body');
  return rendered;
}

beforeEach(() => {
  window.innerWidth = 1600;
  localStorage.clear();
});

describe('the published page on a phone', () => {
  it('PUB-18 PUB-19 PUB-20 NAV-02 / a mobile user agent gets the mobile top bar, no drawer, and the trail folded to its last crumb', async () => {
    const restore = asPhone();
    try {
      await open('/team/launch-notes');
      expect(screen.getByTestId('publish-page')).toHaveAttribute('data-layout', 'mobile');
      expect(screen.getByTestId('publish-top-bar')).toHaveAttribute('data-variant', 'mobile');
      expect(screen.queryByTestId('publish-drawer')).not.toBeInTheDocument();
      expect(screen.getByTestId('publish-column')).toHaveStyle({ marginLeft: '0px' });
      // General › Drafts › Launch notes: the first, a menu with Drafts, the last.
      expect(screen.getAllByTestId('publish-crumb').map((step) => step.textContent)).toEqual([
        'General',
        'Launch notes',
      ]);
      await userEvent.click(screen.getByTestId('publish-breadcrumb-more'));
      expect(screen.getByTestId('publish-breadcrumb-menu')).toHaveTextContent('Drafts');
    } finally {
      restore();
    }
  });

  it('PUB-20 / the top bar opens the page tree in a full-screen sheet; choosing a page shows it; Escape closes', async () => {
    const restore = asPhone();
    try {
      await open('/team/launch-notes');
      const toggle = screen.getByTestId('publish-sidebar-toggle');
      // No hover preview on a phone.
      await userEvent.hover(toggle);
      expect(screen.queryByTestId('publish-outline-popover')).not.toBeInTheDocument();
      await userEvent.click(toggle);
      const sheet = screen.getByRole('dialog', { name: 'Published pages' });
      expect(within(sheet).getByTestId('publish-logo')).toHaveAttribute('href', '/app');
      expect(within(sheet).getByTestId('publish-powered-by')).toHaveAttribute('target', '_blank');
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await userEvent.click(toggle);
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Roadmap' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/team/roadmap');
      expect(await screen.findByTestId('publish-title')).toHaveTextContent('Roadmap');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});

describe('the query parameters', () => {
  it('PUB-02 PUB-03 / ?template=true shows the page without top bar or drawer', async () => {
    await open('/team/launch-notes?template=true');
    expect(screen.queryByTestId('publish-top-bar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('publish-drawer')).not.toBeInTheDocument();
    expect(screen.getByTestId('publish-page')).not.toHaveAttribute('data-thumbnail');
    expect(screen.getByTestId('publish-title')).toHaveTextContent('Launch notes');
  });

  it('PUB-04 PUB-05 / ?thumbnail=true with template is a scaled, inert preview marked as thumbnail; alone it does nothing', async () => {
    const { unmount } = await open('/team/launch-notes?template=true&thumbnail=true');
    const root = screen.getByTestId('publish-page');
    expect(root).toHaveAttribute('data-thumbnail', 'true');
    expect(root).toHaveAttribute('inert');
    expect(root).toHaveStyle({ pointerEvents: 'none', transformOrigin: 'top left' });
    unmount();
    await open('/team/launch-notes?thumbnail=true');
    expect(screen.getByTestId('publish-page')).not.toHaveAttribute('data-thumbnail');
    expect(screen.getByTestId('publish-top-bar')).toBeInTheDocument();
  });

  it('PUB-10 / ?theme=dark forces the dark theme without saving it as a choice', async () => {
    store.dispatch(themeActions.force('light'));
    localStorage.clear();
    await open('/team/launch-notes?theme=dark');
    await waitFor(() => {
      expect(store.getState().theme.mode).toBe('dark');
    });
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('dark-mode')).toBeNull();
    store.dispatch(themeActions.force('light'));
  });

  it('PUB-07 PUB-08 PUB-09 / ?r on a grid replaces its header with the document skeleton; ?r on a document does nothing', async () => {
    const grid = { ...publishedView(PAGE, 'Tasks'), layout: 1 };
    const server = layoutServer({
      'launch-notes': ok({ view: grid, child_views: [], ancestor_views: [grid] }),
    });
    const { unmount } = renderPublished('/team/launch-notes?v=view-2&r=row-1', server.publishApi);
    expect(await screen.findByTestId('publish-row-skeleton')).toBeInTheDocument();
    expect(screen.queryByTestId('publish-title')).not.toBeInTheDocument();
    unmount();
    await open('/team/launch-notes?r=row-1');
    expect(screen.queryByTestId('publish-row-skeleton')).not.toBeInTheDocument();
    expect(screen.getByTestId('publish-title')).toBeInTheDocument();
  });
});

describe('the load states', () => {
  it('ST-01 ST-02 / another publish name loads again from the skeleton', async () => {
    await open('/team/launch-notes', layoutServer({ roadmap: { pending: true } }));
    await userEvent.click(
      within(screen.getByTestId('publish-drawer')).getByRole('link', { name: 'Roadmap' }),
    );
    expect(screen.getByTestId('publish-page')).toHaveAttribute('data-state', 'loading');
    expect(screen.getByTestId('publish-skeleton')).toBeInTheDocument();
    expect(screen.queryByText('The page body')).not.toBeInTheDocument();
    // The frame stays: the tree is there while the next page loads.
    expect(
      within(screen.getByTestId('publish-drawer')).getByRole('link', { name: 'Roadmap' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('ST-03 / the page reloads when its meta disappears after it was shown, not when it never loaded', () => {
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    try {
      type Status = Parameters<typeof useReloadWhenGone>[0];
      const { rerender } = renderHook(
        ({ status }: { status: Status }) => {
          useReloadWhenGone(status);
        },
        { initialProps: { status: 'loading' as Status } },
      );
      rerender({ status: 'failed' });
      expect(reload).not.toHaveBeenCalled();
      rerender({ status: 'loaded' });
      rerender({ status: 'failed' });
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      reload.mockRestore();
    }
  });

  it('LOG-25 LOG-30 / a refusal that means "not for you" opens the no-access screen, which knows the way back', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = layoutServer({ 'launch-notes': refused(1012, 'Not enough permissions') });
    renderPublished('/team/launch-notes?blockId=b1', server.publishApi);
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/no-access?redirectTo=${encodeURIComponent('/team/launch-notes?blockId=b1')}`,
      );
    });
    warn.mockRestore();
  });
});
