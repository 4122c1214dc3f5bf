import { expect, test } from '@playwright/test';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { currentLocation, folderOf } from '../support/workspace.js';

// Issue 27 (#7): after "+ New page → Document" what the person typed first was lost. The new page's title
// takes the typing; Enter in the title goes on to the first block (EDT-01).

const running = quireWithMailbox();

test('EDT-01 / a new page from the sidebar takes the typing in its title; Enter moves on to the body', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByMagicLink(page, running.quire, running.mailbox, `new-page-${Date.now()}@quire.test`, '/app');
  const before = await currentLocation(page);
  await page.getByTestId('sidebar-add-page').click();
  await page.getByTestId('new-page-document').click();
  await expect(page).not.toHaveURL(new RegExp(`/${before.viewId}$`));
  const { workspaceId, viewId } = await currentLocation(page);

  const title = page.getByTestId('page-title');
  await expect(title).toBeFocused();
  // Typed at once, without a click anywhere first.
  await page.keyboard.type('Roadmap');
  await expect(title).toHaveValue('Roadmap');
  await expect(page.getByTestId('document-editor')).toHaveAttribute('data-ready', 'true', {
    timeout: 20_000,
  });
  await page.keyboard.press('Enter');
  await page.keyboard.type('First line');
  await expect(title).toHaveValue('Roadmap');
  await expect(page.locator('[data-testid="page-body"] .bn-block-content').first()).toHaveText('First line');

  await expect
    .poll(async () => {
      const root = await folderOf(page, running.quire.url, workspaceId);
      const stack = [root];
      for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
        if (node.view_id === viewId) return node.name;
        stack.push(...node.children);
      }
      return undefined;
    })
    .toBe('Roadmap');
});
