import { expect, test, type Locator, type Page } from '@playwright/test';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations, openVariant, variants, type Variant } from '../support/variants.js';
import { currentLocation, folderOf } from '../support/workspace.js';

// The axe checks cover this suite's screen, the page view (top bar, breadcrumb, header, body) and its popovers.
const PAGE_VIEW = '[data-testid="page-view"]';

const running = quireWithMailbox();

interface Node {
  view_id: string;
  name: string;
  children: Node[];
}

const accessToken = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('token') ?? '{}') as { access_token?: string }).access_token ?? '',
  );

/** Creates a page the way any API client may (POST page-view) and returns its id. */
async function createPage(page: Page, workspaceId: string, parentId: string, layout: number, name: string) {
  const response = await page.request.post(`${running.quire.url}/api/workspace/${workspaceId}/page-view`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: { parent_view_id: parentId, layout, name },
  });
  const body = (await response.json()) as { code: number; data: { view_id: string } };
  expect(body.code).toBe(0);
  return body.data.view_id;
}

function find(node: Node, viewId: string): Node | undefined {
  if (node.view_id === viewId) return node;
  for (const child of node.children) {
    const found = find(child, viewId);
    if (found) return found;
  }
  return undefined;
}

const storedName = async (page: Page, workspaceId: string, viewId: string) =>
  find(await folderOf(page, running.quire.url, workspaceId), viewId)?.name;

/** A press as this variant's user makes it: a tap on a phone, a click on a desktop. */
async function press(variant: Variant, target: Locator) {
  if (variant.phone) await target.tap();
  else await target.click();
}

for (const variant of variants) {
  test(`EDT-02 EDT-03 DLG-16 ENT-13 I18N-01 PUB-18 / page header on ${variant.name}: title limit, untitled, tab title, refused rename, database placeholder, page actions, no serious a11y violations`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await openVariant(browser, variant);
    const email = `header-${variant.name.replace(' ', '-')}-${Date.now()}@quire.test`;
    await signInByMagicLink(page, running.quire, running.mailbox, email, '/app');
    const { workspaceId } = await currentLocation(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', variant.colorScheme);
    const general = (await folderOf(page, running.quire.url, workspaceId)).children.find(
      (n) => n.name === 'General',
    );
    expect(general).toBeDefined();
    const doc = await createPage(page, workspaceId, general!.view_id, 0, 'Launch plan');
    const grid = await createPage(page, workspaceId, general!.view_id, 1, 'Pipeline');

    await page.goto(`${running.quire.url}/app/${workspaceId}/${doc}`);
    const title = page.getByTestId('page-title');
    await expect(title).toHaveValue('Launch plan');
    await expect(title).toHaveAttribute('dir', 'auto');
    await expect(page).toHaveTitle('Launch plan');
    await expectNoSeriousA11yViolations(page, PAGE_VIEW);

    // A refused rename: the title goes back to the saved name and the toast is readable, not the server's text.
    await page.route(`**/api/workspace/${workspaceId}/page-view/${doc}`, async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: 1008, message: 'Invalid request body: name: Too big' }),
      });
    });
    await title.fill('Will not be saved');
    await title.press('Escape');
    await expect(title).toHaveValue('Launch plan');
    const toast = page.getByTestId('quire-toast').filter({ hasText: 'The page could not be renamed.' });
    await expect(toast).toBeVisible();
    await expect(toast).not.toContainText('Invalid request');
    await expectNoSeriousA11yViolations(page, PAGE_VIEW);
    await page.unroute(`**/api/workspace/${workspaceId}/page-view/${doc}`);

    // The title holds the server's limit (255) and says so when more is typed or pasted.
    await expect(title).toHaveAttribute('maxlength', '255');
    await title.fill('');
    await title.focus();
    await page.keyboard.insertText('x'.repeat(300));
    await expect(title).toHaveValue('x'.repeat(255));
    await expect(page.getByTestId('page-title-hint')).toHaveText(
      'A page name can be at most 255 characters.',
    );
    await title.press('Escape');
    await expect.poll(() => storedName(page, workspaceId, doc)).toBe('x'.repeat(255));
    await expect(page).toHaveTitle('x'.repeat(255));

    // A whitespace-only title is untitled: the placeholder shows, not spaces, here and in the tab.
    await title.fill('     ');
    await title.press('Escape');
    await expect(title).toHaveValue('');
    await expect(title).toHaveAttribute('placeholder', 'Untitled');
    await expect.poll(() => storedName(page, workspaceId, doc)).toBe('');
    await expect(page).toHaveTitle('Untitled');

    // Page actions are reachable as this user reaches things: on a phone without hover.
    const addCover = page.getByTestId('page-add-cover');
    await expect(page.getByTestId('page-add-icon')).toBeVisible();
    await expect(addCover).toBeVisible();
    await press(variant, addCover);
    const coverMenu = page.getByTestId('cover-menu');
    await expect(coverMenu).toBeVisible();
    await expectNoSeriousA11yViolations(page, '[data-testid="cover-menu"]');
    await press(variant, coverMenu.getByRole('button', { name: 'Colour 1' }));
    await expect(page.getByTestId('page-cover')).toBeVisible();
    const changeCover = page.getByRole('button', { name: 'Change cover' });
    if (variant.phone) await expect(changeCover).toHaveCSS('opacity', '1');
    else await page.getByTestId('page-cover').hover();
    await expect(changeCover).toHaveCSS('opacity', '1');

    const style = page.getByTestId('page-settings-button');
    await expect(style).toBeVisible();
    await press(variant, style);
    await expect(page.getByTestId('page-settings')).toBeVisible();
    // The pointer left the cover: its button fades out (0.15 s); scanned mid-fade its text would read as faint.
    await expect(changeCover).toHaveCSS('opacity', variant.phone ? '1' : '0');
    await expectNoSeriousA11yViolations(page, PAGE_VIEW);
    await page.keyboard.press('Escape');

    await press(variant, page.getByTestId('page-add-icon'));
    // The picker is the sidebar's (its tab list also holds a plain Remove button, which axe flags): reachable here.
    await expect(page.getByTestId('icon-picker')).toBeVisible();
    await page.keyboard.press('Escape');

    // A grid page shows its database as a grid (AppFlowy's default fields), not a document editor.
    await page.goto(`${running.quire.url}/app/${workspaceId}/${grid}`);
    await expect(page.getByTestId('page-title')).toHaveValue('Pipeline');
    await expect(page).toHaveTitle('Pipeline');
    const gridView = page.getByTestId('database-grid');
    await expect(gridView.getByRole('columnheader', { name: /Name/ })).toBeVisible();
    await expect(page.getByTestId('page-layout-placeholder')).toHaveCount(0);
    await expect(page.getByTestId('page-body')).not.toContainText(/document editor/i);
    await expectNoSeriousA11yViolations(page, PAGE_VIEW);
    await context.close();
  });
}
