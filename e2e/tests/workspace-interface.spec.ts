// What a new user meets in the workspace, in both themes on a desktop and a phone: readable screens (axe, colour
// contrast included), dialogs that answer Enter and Escape, no window scroll, the page finder, spaces, members,
// invite links, the no-access screen and names in the user's language.
import { expect, test, type Page } from '@playwright/test';
import { acceptInvitation, inviteFromSettings } from '../support/members.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { completeSignInFromDialog, signInByMagicLink } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations, openVariant, variants } from '../support/variants.js';
import { createDocument, currentLocation, folderOf, spaceId } from '../support/workspace.js';

const running = quireWithMailbox();

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@quire.test`;

/** How far the window itself can scroll (the app scrolls inside; 0 means nothing moves behind it). */
const windowOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollHeight ?? 0) - window.innerHeight);

for (const variant of variants) {
  test(`I18N-01 KEY-03 / ${variant.name}: sidebar, page, settings, finder and shortcuts are readable; the window never scrolls`, async ({
    browser,
  }) => {
    const { context, page } = await openVariant(browser, variant);
    await signInByMagicLink(page, running.quire, running.mailbox, unique('look'), '/app');
    await expect(page.getByTestId('page-view')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', variant.colorScheme);
    expect(await windowOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    if (variant.phone) {
      await page.getByTestId('drawer-toggle').click();
      await expect(page.getByTestId('sidebar')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByTestId('mobile-sidebar').getByRole('button', { name: 'Close the sidebar' }).click();
      await expect(page.getByTestId('sidebar')).toBeHidden();
    } else {
      await expect(page.getByTestId('sidebar')).toBeVisible();
    }

    await page.getByTestId('open-workspace-settings').click();
    await expect(page.getByTestId('workspace-settings')).toBeVisible();
    await expect(page.getByTestId('members-list')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('workspace-settings')).toBeHidden();

    if (!variant.phone) {
      await page.keyboard.press('Control+P');
      const finder = page.getByTestId('page-finder');
      await expect(finder).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.type('getting');
      await expect(finder.getByRole('option')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(finder).toBeHidden();

      await page.keyboard.press('Control+/');
      await expect(page.getByTestId('shortcut-list')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('shortcut-list')).toBeHidden();
    }
    await context.close();
  });
}

test('KEY-03 / mod+P finds a page by its title and Enter opens it', async ({ page }) => {
  await signInByMagicLink(page, running.quire, running.mailbox, unique('finder'), '/app');
  const general = await spaceId(page, 'General');
  const target = await createDocument(page, general, 'Quarterly résumé');
  await createDocument(page, general, 'Other notes');
  await page.keyboard.press('Control+P');
  await page.keyboard.type('RESUME');
  await expect(page.getByTestId(`page-finder-result-${target}`)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${target}$`));
  await expect(page.getByTestId('page-finder')).toBeHidden();
});

test('an unknown, foreign or malformed workspace id shows one no-access screen that leads home', async ({
  page,
  browser,
}) => {
  await signInByMagicLink(page, running.quire, running.mailbox, unique('owner'), '/app');
  const { workspaceId: foreign } = await currentLocation(page);
  const { context, page: other } = await openVariant(browser, variants[0]!);
  await signInByMagicLink(other, running.quire, running.mailbox, unique('stranger'), '/app');
  const { workspaceId: own } = await currentLocation(other);

  for (const id of [foreign, '00000000-0000-4000-8000-000000000000', 'not-a-workspace']) {
    await other.goto(`${running.quire.url}/app/${id}/some-page`);
    const screen = other.getByTestId('workspace-no-access');
    await expect(screen).toBeVisible();
    await expect(other.getByRole('alert')).toHaveCount(0);
    await expect(other.getByTestId('sidebar')).toHaveCount(0);
  }
  await other.getByTestId('workspace-no-access').getByRole('button', { name: 'Go to my workspace' }).click();
  await expect(other).toHaveURL(new RegExp(`/app/${own}/`));
  await context.close();
});

test('DLG-01 DLG-02 / a space is renamed, restyled and deleted through dialogs that answer Escape and Enter', async ({
  page,
}) => {
  await signInByMagicLink(page, running.quire, running.mailbox, unique('spaces'), '/app');
  const { workspaceId } = await currentLocation(page);
  await page.getByTestId('sidebar-new-space').click();
  // An empty name is refused with a message rather than ignored.
  await page.getByTestId('space-name-input').press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a name.' })).toBeVisible();
  await page.getByTestId('space-name-input').fill('Scratch');
  await page.keyboard.press('Enter');
  const scratch = await spaceId(page, 'Scratch');

  await page.getByTestId(`sidebar-space-${scratch}`).hover();
  await page.getByTestId(`space-more-${scratch}`).click();
  await page.getByTestId('space-menu-rename').click();
  await page.getByTestId('sidebar-rename-input').fill('Drafts');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(`space-name-${scratch}`)).toHaveText('Drafts');

  await page.getByTestId(`sidebar-space-${scratch}`).hover();
  await page.getByTestId(`space-more-${scratch}`).click();
  await page.getByTestId('space-menu-style').click();
  await page.getByTestId('space-icon-choice-5').click();
  await page.getByRole('radio', { name: '#4CAF50' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId(`sidebar-space-${scratch}`).locator('[data-space-icon]')).toHaveAttribute(
    'data-space-icon',
    'space_icon_5',
  );

  // The menu closes on Escape and on a press outside.
  await page.getByTestId(`sidebar-space-${scratch}`).hover();
  await page.getByTestId(`space-more-${scratch}`).click();
  await expect(page.getByTestId('space-menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('space-menu')).toBeHidden();
  await page.getByTestId(`sidebar-space-${scratch}`).hover();
  await page.getByTestId(`space-more-${scratch}`).click();
  await page.getByTestId('page-view').click({ position: { x: 5, y: 200 } });
  await expect(page.getByTestId('space-menu')).toBeHidden();

  await page.getByTestId(`sidebar-space-${scratch}`).hover();
  await page.getByTestId(`space-more-${scratch}`).click();
  await page.getByTestId('space-menu-delete').click();
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('confirm-dialog')).toBeHidden();
  await expect(page.getByTestId(`sidebar-space-${scratch}`)).toBeVisible();
  await page.getByTestId(`sidebar-space-${scratch}`).hover();
  await page.getByTestId(`space-more-${scratch}`).click();
  await page.getByTestId('space-menu-delete').click();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(`sidebar-space-${scratch}`)).toHaveCount(0);
  const folder = await folderOf(page, running.quire.url, workspaceId);
  expect(folder.children.map((space) => space.view_id)).not.toContain(scratch);
});

test('removing a member asks first; the removed member is told and moved to their own workspace', async ({
  page,
  browser,
}) => {
  await signInByMagicLink(page, running.quire, running.mailbox, unique('boss'), '/app');
  const { workspaceId } = await currentLocation(page);
  const email = unique('leaver');
  await inviteFromSettings(page, email, 'Member');
  const member = await acceptInvitation(browser, running.mailbox, email);
  await expect(member).toHaveURL(new RegExp(`/app/${workspaceId}(/|$)`));
  await expect(member.getByTestId('page-view')).toBeVisible();

  await page.getByTestId('open-workspace-settings').click();
  const row = page.getByTestId('member-row').filter({ hasText: email });
  await row.getByTestId('member-remove').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Remove');
  await page.keyboard.press('Escape');
  await expect(row).toBeVisible();
  await row.getByTestId('member-remove').click();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('member-row').filter({ hasText: email })).toHaveCount(0);

  // Live, with no action of theirs: the workspace's members-changed event reaches the member's tab, the folder
  // it reloads is refused, and the app tells them which workspace they lost and moves them on (the toast is
  // shown as they are moved, so it is looked for right after).
  await expect(member).not.toHaveURL(new RegExp(`/app/${workspaceId}`), { timeout: 15_000 });
  await expect(member.getByText(/You no longer have access to/)).toBeVisible();
  await expect(member.getByTestId('page-view')).toBeVisible();
  await member.context().close();
});

test('an invite link from the settings lets a signed-in person join', async ({ page, browser }) => {
  await signInByMagicLink(page, running.quire, running.mailbox, unique('linker'), '/app');
  const { workspaceId } = await currentLocation(page);
  await page.getByTestId('open-workspace-settings').click();
  const settings = page.getByTestId('workspace-settings');
  await settings.getByRole('button', { name: 'Create link' }).click();
  const field = settings.getByRole('textbox', { name: 'Invite link' });
  await expect(field).toHaveValue(/\/app\/invited\/[A-Za-z0-9]{16}$/);
  const link = await field.inputValue();
  await page.keyboard.press('Escape');

  const { context, page: joiner } = await openVariant(browser, variants[2]!);
  await signInByMagicLink(joiner, running.quire, running.mailbox, unique('joiner'), '/app');
  await expect(joiner.getByTestId('page-view')).toBeVisible();
  await joiner.goto(link);
  await joiner.getByRole('button', { name: 'Join workspace' }).click();
  await expect(joiner).toHaveURL(new RegExp(`/app/${workspaceId}(/|$)`));
  await expect(joiner.getByTestId('page-view')).toBeVisible();
  await context.close();
});

test('a new workspace is named in the language of the browser that signs up', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(`${running.quire.url}/app`);
  await page.getByTestId('workspace-sign-in').getByRole('button').click();
  await completeSignInFromDialog(page, running.mailbox, unique('deutsch'));
  await expect(page.getByTestId('sidebar')).toContainText('Allgemein');
  await expect(page.getByTestId('sidebar')).toContainText('Erste Schritte');
  await context.close();
});
