import { forgetExpandedCache, setRuntimeConfig, resetRuntimeConfigForTests } from '@quire/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { publishedView } from '../../test/documents';
import { ok } from '../../test/fakeServer';
import { layoutServer } from '../../test/layoutServer';
import { PAGE, PRIVATE, SIBLING, SPACE } from '../../test/publishedServer';
import { renderPublished } from '../../test/renderPublished';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Breadcrumb } from './Breadcrumb';
import type { Crumb } from './crumbs';
import { RightMenu } from './RightMenu';

const crumb = (n: number, href?: string): Crumb => ({
  viewId: `v${n}`,
  name: `Crumb ${n}`,
  icon: null,
  href,
  unknown: false,
});

async function openLaunchNotes() {
  const server = layoutServer();
  renderPublished('/team/launch-notes', server.publishApi);
  await screen.findByText('The page body');
  return server;
}

// jsdom has no PointerEvent; testing-library then builds a plain Event and drops clientX.
if (typeof window.PointerEvent === 'undefined') {
  Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
}

beforeEach(() => {
  window.innerWidth = 1600;
  localStorage.clear();
  forgetExpandedCache();
});

describe('the published page on a desktop', () => {
  it('PUB-11 PUB-12 PUB-14 ENT-12 / a sticky top bar holds the sidebar toggle and the breadcrumb', async () => {
    await openLaunchNotes();
    const bar = screen.getByTestId('publish-top-bar');
    expect(bar).toHaveStyle({ position: 'sticky', top: '0px' });
    expect(bar).toHaveAttribute('data-variant', 'desktop');
    expect(within(bar).getByTestId('publish-sidebar-toggle')).toHaveAccessibleName('Close the sidebar');
    const trail = within(bar).getByTestId('publish-breadcrumb');
    // The space, the unpublished ancestor (plain text), the page itself: three crumbs, none folded.
    const steps = within(trail).getAllByTestId('publish-crumb');
    expect(steps.map((step) => step.textContent)).toEqual(['General', 'Drafts', 'Launch notes']);
    expect(within(trail).queryByRole('link')).toBeNull();
    expect(within(trail).queryByTestId('publish-breadcrumb-more')).not.toBeInTheDocument();
  });

  it('NAV-03 / a longer trail folds its middle into a menu, closed by Escape', async () => {
    render(
      <MemoryRouter>
        <Breadcrumb crumbs={[crumb(1), crumb(2, '/team/two'), crumb(3), crumb(4), crumb(5)]} mobile={false} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByTestId('publish-breadcrumb-more'));
    const menu = screen.getByTestId('publish-breadcrumb-menu');
    expect(within(menu).getByRole('link', { name: 'Crumb 2' })).toHaveAttribute('href', '/team/two');
    expect(within(menu).getByText('Crumb 3').closest('a')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('publish-breadcrumb-menu')).not.toBeInTheDocument();
  });

  it('NAV-01 NAV-03 NAV-06 NAV-07 / published ancestors are links the router follows; widths are bounded', () => {
    const crumbs = [crumb(1), crumb(2, '/team/two'), crumb(3, '/team/three'), crumb(4)];
    const { unmount } = render(
      <MemoryRouter>
        <Breadcrumb crumbs={crumbs.slice(0, 2)} mobile={false} />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('publish-crumb')).toHaveLength(2);
    expect(screen.queryByTestId('publish-breadcrumb-more')).not.toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter>
        <Breadcrumb crumbs={crumbs} mobile={false} />
      </MemoryRouter>,
    );
    const shown = screen.getAllByTestId('publish-crumb');
    expect(shown.map((step) => step.textContent)).toEqual(['Crumb 1', 'Crumb 3', 'Crumb 4']);
    expect(within(shown[1] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/team/three');
    expect(within(shown[0] as HTMLElement).queryByRole('link')).toBeNull();
    const current = within(shown[2] as HTMLElement).getByText('Crumb 4').parentElement;
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveStyle({ maxWidth: '250px' });
    expect(within(shown[1] as HTMLElement).getByRole('link')).toHaveStyle({ maxWidth: '160px' });
  });

  it('PUB-14 ENT-12 / a published ancestor in the breadcrumb is a link the router follows', async () => {
    const space = { ...publishedView(SPACE, 'General'), extra: JSON.stringify({ is_space: true }) };
    const trail = [space, publishedView(PAGE, 'Launch notes'), publishedView(SIBLING, 'Roadmap')];
    const server = layoutServer({
      roadmap: ok({ view: trail[2], child_views: [], ancestor_views: trail }),
    });
    renderPublished('/team/roadmap', server.publishApi);
    await screen.findByText('The page body');
    const link = within(screen.getByTestId('publish-breadcrumb')).getByRole('link', { name: 'Launch notes' });
    expect(link).toHaveAttribute('href', '/team/launch-notes');
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/team\/launch-notes$/);
    expect(await screen.findByTestId('publish-title')).toHaveTextContent('Launch notes');
  });

  it('PUB-13 CON-07 CON-08 / with the drawer closed, hovering the toggle opens the outline after 100 ms; leaving closes it after 200 ms', async () => {
    localStorage.setItem('outline_open', 'false');
    await openLaunchNotes();
    expect(screen.queryByTestId('publish-drawer')).not.toBeInTheDocument();
    const toggle = screen.getByTestId('publish-sidebar-toggle');
    jest.useFakeTimers();
    try {
      fireEvent.mouseEnter(toggle);
      act(() => {
        jest.advanceTimersByTime(99);
      });
      expect(screen.queryByTestId('publish-outline-popover')).not.toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(1);
      });
      const popover = screen.getByTestId('publish-outline-popover');
      expect(within(popover).getByRole('link', { name: 'Roadmap' })).toHaveAttribute('href', '/team/roadmap');
      // Moving from the toggle onto the popover keeps it open.
      fireEvent.mouseLeave(toggle);
      act(() => {
        jest.advanceTimersByTime(150);
      });
      fireEvent.mouseEnter(popover);
      act(() => {
        jest.advanceTimersByTime(500);
      });
      expect(screen.getByTestId('publish-outline-popover')).toBeInTheDocument();
      fireEvent.mouseLeave(popover);
      act(() => {
        jest.advanceTimersByTime(199);
      });
      expect(screen.getByTestId('publish-outline-popover')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(screen.queryByTestId('publish-outline-popover')).not.toBeInTheDocument();
      // A pass shorter than 100 ms opens nothing.
      fireEvent.mouseEnter(toggle);
      act(() => {
        jest.advanceTimersByTime(50);
      });
      fireEvent.mouseLeave(toggle);
      act(() => {
        jest.advanceTimersByTime(500);
      });
      expect(screen.queryByTestId('publish-outline-popover')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('CON-03 CON-04 CON-05 CON-06 / the outline popover is 268 px wide, at most 590 px high, 8 px from the edge, and slides in over 350 ms', async () => {
    localStorage.setItem('outline_open', 'false');
    await openLaunchNotes();
    jest.useFakeTimers();
    try {
      fireEvent.mouseEnter(screen.getByTestId('publish-sidebar-toggle'));
      act(() => {
        jest.advanceTimersByTime(100);
      });
    } finally {
      jest.useRealTimers();
    }
    const style = getComputedStyle(screen.getByTestId('publish-outline-popover'));
    expect(style.width).toBe('268px');
    expect(style.left).toBe('8px');
    expect(style.maxHeight).toMatch(/^min\(590px, calc\(100vh - \d+px\)\)$/);
    expect(style.animationDuration || style.animation).toMatch(/(^| )350ms( |$)/);
  });

  it('PUB-13 / with the drawer open, hovering the toggle previews nothing', async () => {
    await openLaunchNotes();
    jest.useFakeTimers();
    try {
      fireEvent.mouseEnter(screen.getByTestId('publish-sidebar-toggle'));
      act(() => {
        jest.advanceTimersByTime(1000);
      });
      expect(screen.queryByTestId('publish-outline-popover')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('PUB-16 PUB-17 ST-05 ST-06 CON-01 CCH-17 / the drawer holds the tree at 268 px, the content moves aside; the toggle closes it and that is saved', async () => {
    await openLaunchNotes();
    const drawer = screen.getByTestId('publish-drawer');
    expect(drawer).toHaveStyle({ width: '268px' });
    expect(within(drawer).getByTestId('publish-outline')).toBeInTheDocument();
    expect(screen.getByTestId('publish-column')).toHaveStyle({ marginLeft: '268px' });
    await userEvent.click(screen.getByTestId('publish-sidebar-toggle'));
    expect(screen.queryByTestId('publish-drawer')).not.toBeInTheDocument();
    expect(screen.getByTestId('publish-column')).toHaveStyle({ marginLeft: '0px' });
    expect(localStorage.getItem('outline_open')).toBe('false');
  });

  it('ST-07 ST-08 ST-09 CCH-16 / the handle resizes with the keyboard and the pointer, within the rules, and the width is saved', async () => {
    localStorage.setItem('outline_width', '300');
    await openLaunchNotes();
    const handle = screen.getByTestId('publish-drawer-handle');
    expect(handle).toHaveAttribute('role', 'separator');
    expect(handle).toHaveAttribute('aria-valuenow', '300');
    handle.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('publish-drawer')).toHaveStyle({ width: '316px' });
    expect(localStorage.getItem('outline_width')).toBe('316');
    fireEvent.pointerDown(handle);
    fireEvent.pointerMove(window, { clientX: 5000 });
    fireEvent.pointerUp(window);
    // At most half of the 1600 px window.
    expect(screen.getByTestId('publish-drawer')).toHaveStyle({ width: '800px' });
    expect(screen.getByTestId('publish-column')).toHaveStyle({ marginLeft: '800px' });
  });

  it('ST-10 / a window leaving the content 768 px or less closes the drawer', async () => {
    await openLaunchNotes();
    act(() => {
      window.innerWidth = 1000;
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.queryByTestId('publish-drawer')).not.toBeInTheDocument();
    expect(localStorage.getItem('outline_open')).toBeNull();
  });

  it("NAV-14 NAV-15 / the drawer's logo goes to /app; 'Powered by' opens the provider's site in a new tab", async () => {
    setRuntimeConfig({
      apiBaseUrl: 'http://quire.test',
      authBaseUrl: 'http://quire.test/auth',
      wsUrl: 'ws://quire.test/ws/v1',
      publicUrl: 'http://quire.test',
      links: {
        terms: 'https://quire.example/terms',
        privacy: 'https://quire.example/privacy',
        website: 'https://quire.example/',
      },
    });
    try {
      await openLaunchNotes();
      const drawer = screen.getByTestId('publish-drawer');
      const powered = within(drawer).getByTestId('publish-powered-by');
      expect(powered.parentElement).toHaveTextContent('Powered by Quire');
      expect(powered).toHaveAttribute('href', 'https://quire.example/');
      expect(powered).toHaveAttribute('target', '_blank');
      expect(powered.getAttribute('rel')).toContain('noopener');
      await userEvent.click(within(drawer).getByTestId('publish-logo'));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/app$/);
    } finally {
      resetRuntimeConfigForTests();
    }
  });

  it('PUB-15 / the right-hand menu draws nothing on its first render (nor on the server)', () => {
    const view = { view_id: PAGE, name: 'Launch notes', layout: 0, icon: null, cover: null, font: null };
    const meta = { view, child_views: [], ancestor_views: [] };
    expect(renderToString(<RightMenu namespace="team" publishName="launch-notes" meta={meta} />)).toBe('');
  });

  it('PUB-15 / the page mounts its actions after it rendered: none while loading, the theme toggle after', async () => {
    const pending = layoutServer({ 'launch-notes': { pending: true } });
    const { unmount } = renderPublished('/team/launch-notes', pending.publishApi);
    expect(screen.getByTestId('publish-top-bar-actions')).toBeEmptyDOMElement();
    unmount();
    await openLaunchNotes();
    const actions = screen.getByTestId('publish-top-bar-actions');
    expect(await within(actions).findByTestId('publish-theme-toggle')).toBeInTheDocument();
    expect(within(actions).getByTestId('publish-actions')).toHaveAttribute(
      'data-view-id',
      '11111111-1111-4111-8111-111111111111',
    );
  });

  it('NAV-12 CCH-18 / a folded node of the tree stays folded, remembered per view id', async () => {
    const { unmount } = renderPublished('/team/launch-notes', layoutServer().publishApi);
    await screen.findByText('The page body');
    const drawer = screen.getByTestId('publish-drawer');
    expect(within(drawer).getByRole('link', { name: 'Roadmap' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Collapse Drafts' }));
    expect(within(drawer).queryByRole('link', { name: 'Roadmap' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('outline_expanded') ?? '{}')).toEqual({ [PRIVATE]: false });
    unmount();
    forgetExpandedCache();
    await openLaunchNotes();
    const again = screen.getByTestId('publish-drawer');
    expect(within(again).queryByRole('link', { name: 'Roadmap' })).not.toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: 'Expand Drafts' }));
    expect(within(again).getByRole('link', { name: 'Roadmap' })).toBeInTheDocument();
  });

  it('PUB-26 PUB-27 PRM-01 / nothing on the page can be edited', async () => {
    await openLaunchNotes();
    await screen.findByTestId('publish-theme-toggle');
    const page = screen.getByTestId('publish-page');
    expect(page.querySelector('[contenteditable="true"], input, textarea, select')).toBeNull();
    const buttons = within(page)
      .getAllByRole('button')
      .map((button) => button.getAttribute('data-testid'))
      .filter((id) => id !== 'publish-outline-expand');
    expect(buttons.sort()).toEqual(['publish-sidebar-toggle', 'publish-theme-toggle']);
  });
});
