import { DRAWER_COOKIE, forgetExpandedCache } from '@quire/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { layoutServer } from '../../test/layoutServer';
import { renderPublished } from '../../test/renderPublished';

function drawerCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${DRAWER_COOKIE}=`))
    ?.slice(DRAWER_COOKIE.length + 1);
}

beforeEach(() => {
  window.innerWidth = 1600;
  localStorage.clear();
  forgetExpandedCache();
  document.cookie = `${DRAWER_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the drawer as a cookie for the server (issue 11)', () => {
  it('ST-06 ST-07 / a published page writes the drawer the reader saved: open at its width, closed, resized', async () => {
    localStorage.setItem('outline_width', '312');
    renderPublished('/team/launch-notes', layoutServer().publishApi);
    await screen.findByText('The page body');
    expect(drawerCookie()).toBe('open.312');
    await userEvent.click(screen.getByTestId('publish-sidebar-toggle'));
    expect(drawerCookie()).toBe('closed.312');
    await userEvent.click(screen.getByTestId('publish-sidebar-toggle'));
    expect(drawerCookie()).toBe('open.312');
    screen.getByTestId('publish-drawer-handle').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(localStorage.getItem('outline_width')).toBe('328');
    expect(drawerCookie()).toBe('open.328');
  });

  it('ST-10 / an automatic close (a narrow window) is not the reader’s choice: the cookie keeps the drawer open', async () => {
    window.innerWidth = 900;
    renderPublished('/team/launch-notes', layoutServer().publishApi);
    await screen.findByText('The page body');
    expect(screen.queryByTestId('publish-drawer')).not.toBeInTheDocument();
    expect(drawerCookie()).toBe('open.268');
  });
});
