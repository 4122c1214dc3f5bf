// The published page's layout in a browser: the desktop top bar, the outline popover on hovering the sidebar
// toggle, the breadcrumb leading to a published ancestor, a phone's top bar and sheet, and ?theme=dark.
import { devices, expect, test } from '@playwright/test';
import { appendText, createDocumentPage, createPageView } from '../support/documents.js';
import { publishPage } from '../support/publishing.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { currentLocation } from '../support/workspace.js';

const running = quireWithMailbox();
// Screenshots for a person to look at; outside the repository.
const shots = process.env.QUIRE_E2E_SHOTS;

test('PUB-11 PUB-13 PUB-14 PUB-16 PUB-19 PUB-20 PUB-10 / the published layout on a desktop, on a phone and in the dark', async ({
  page,
  browser,
}) => {
  await signInByMagicLink(page, running.quire, running.mailbox, `layout-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const guide = await createDocumentPage(page, running.quire.url, workspaceId, 'Trail guide');
  const camps = await createPageView(page, running.quire.url, workspaceId, 'Camp sites', { parentId: guide });
  await appendText(
    page,
    running.quire.url,
    workspaceId,
    guide,
    'Start at the old mill and follow the river.',
  );
  await appendText(page, running.quire.url, workspaceId, camps, 'Three sites have water all year.');
  await publishPage(page, running.quire.url, workspaceId, guide, { publish_name: 'trail-guide' });
  await publishPage(page, running.quire.url, workspaceId, camps, { publish_name: 'camp-sites' });
  const at = (path: string) => `${running.quire.url}/${workspaceId}/${path}`;

  // Desktop: the sticky top bar, its breadcrumb, the drawer.
  const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'light' });
  try {
    const reader = await desktop.newPage();
    await reader.goto(at('camp-sites'));
    await expect(reader.getByText('Three sites have water all year.')).toBeVisible();
    const bar = reader.getByTestId('publish-top-bar');
    await expect(bar).toBeVisible();
    await expect(reader.getByTestId('publish-drawer')).toBeVisible();
    await expect(reader.getByTestId('publish-theme-toggle')).toBeVisible();
    if (shots !== undefined) await reader.screenshot({ path: `${shots}/desktop.png` });
    // The bar stays at the top while the page scrolls.
    await reader.mouse.wheel(0, 600);
    await expect(bar).toBeInViewport();

    // With the drawer closed, hovering the toggle shows the outline in a popover; leaving it hides it again.
    const toggle = reader.getByTestId('publish-sidebar-toggle');
    await toggle.click();
    await expect(reader.getByTestId('publish-drawer')).toBeHidden();
    await reader.mouse.move(700, 500);
    await toggle.hover();
    const popover = reader.getByTestId('publish-outline-popover');
    await expect(popover).toBeVisible();
    await expect(popover.getByRole('link', { name: 'Trail guide' })).toBeVisible();
    if (shots !== undefined) await reader.screenshot({ path: `${shots}/desktop-popover.png` });
    await reader.mouse.move(900, 600);
    await expect(popover).toBeHidden();

    // The breadcrumb: General › Trail guide (published: a link) › Camp sites; the link opens the guide.
    const trail = reader.getByTestId('publish-breadcrumb');
    await expect(trail).toContainText('General');
    await trail.getByRole('link', { name: 'Trail guide' }).click();
    await expect(reader).toHaveURL(at('trail-guide'));
    await expect(reader.getByText('Start at the old mill and follow the river.')).toBeVisible();
    await expect(reader.getByTestId('publish-title')).toHaveText('Trail guide');
  } finally {
    await desktop.close();
  }

  // A phone: the mobile top bar, no drawer; the tree opens in a sheet.
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const reader = await phone.newPage();
    await reader.goto(at('camp-sites'));
    await expect(reader.getByText('Three sites have water all year.')).toBeVisible();
    await expect(reader.getByTestId('publish-top-bar')).toHaveAttribute('data-variant', 'mobile');
    await expect(reader.getByTestId('publish-drawer')).toHaveCount(0);
    if (shots !== undefined) await reader.screenshot({ path: `${shots}/phone.png` });
    await reader.getByTestId('publish-sidebar-toggle').click();
    const sheet = reader.getByTestId('publish-mobile-sheet');
    await expect(sheet).toBeVisible();
    if (shots !== undefined) await reader.screenshot({ path: `${shots}/phone-sheet.png` });
    await sheet.getByRole('link', { name: 'Trail guide' }).click();
    await expect(reader).toHaveURL(at('trail-guide'));
    await expect(reader.getByTestId('publish-title')).toHaveText('Trail guide');
    await expect(sheet).toHaveCount(0);
  } finally {
    await phone.close();
  }

  // ?theme=dark forces the dark theme over the light system preference.
  const dark = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'light' });
  try {
    const reader = await dark.newPage();
    await reader.goto(`${at('trail-guide')}?theme=dark`);
    await expect(reader.getByText('Start at the old mill and follow the river.')).toBeVisible();
    await expect(reader.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await reader
      .getByTestId('publish-top-bar')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(26, 32, 44)');
    if (shots !== undefined) await reader.screenshot({ path: `${shots}/desktop-dark.png` });
  } finally {
    await dark.close();
  }
});
