// Two people in one workspace, each in a browser of their own, see each other's work as it happens: text typed
// into a document, and pages renamed in the sidebar — no reload, over the tab's realtime connection (/ws/v1).
import { expect, test, type Page } from '@playwright/test';
import { acceptInvitation, inviteFromSettings } from '../support/members.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { createDocument, currentLocation, renameInSidebar, spaceId } from '../support/workspace.js';

const running = quireWithMailbox();

const body = (page: Page) => page.locator('[data-testid="page-body"] .bn-editor');

/** Each block's text, in order (collaborators' carets carry no text). */
const blockTexts = (page: Page) =>
  page
    .locator('[data-testid="page-body"] .bn-block-content')
    .evaluateAll((blocks) => blocks.map((block) => block.textContent).join('\n'));

async function openDocument(page: Page, workspaceId: string, viewId: string): Promise<void> {
  await page.goto(`${running.quire.url}/app/${workspaceId}/${viewId}`);
  await expect(page.getByTestId('document-editor')).toHaveAttribute('data-ready', 'true', {
    timeout: 20_000,
  });
}

test('a member sees the owner’s typing and the owner the member’s, live, with each other’s named caret; a page renamed by one is renamed in the other’s sidebar', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await signInByMagicLink(page, running.quire, running.mailbox, `live-owner-${stamp}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const general = await spaceId(page, 'General');
  const viewId = await createDocument(page, general, 'Live notes');
  const invitee = `live-member-${stamp}@quire.test`;
  await inviteFromSettings(page, invitee, 'Member');
  const member = await acceptInvitation(browser, running.mailbox, invitee);
  await expect(member).toHaveURL(new RegExp(`/app/${workspaceId}(/|$)`));

  await openDocument(page, workspaceId, viewId);
  await openDocument(member, workspaceId, viewId);

  // Typed by the owner, shown to the member without a reload — and back.
  await body(page).click();
  await page.keyboard.type('Owner was here.');
  await expect(body(member)).toContainText('Owner was here.', { timeout: 5_000 });
  await body(member).click();
  await member.keyboard.press('Control+End');
  await member.keyboard.press('Enter');
  await member.keyboard.type('Member replied.');
  await expect(body(page)).toContainText('Member replied.', { timeout: 5_000 });
  await expect(page.getByTestId('document-sync-status')).toHaveAttribute('data-status', 'synced');
  await expect(member.getByTestId('document-sync-status')).toHaveAttribute('data-status', 'synced');

  // Each sees the other: an avatar beside the save status, and a caret named after them where they type.
  await expect(page.getByTestId('presence-avatar')).toHaveCount(1);
  await expect(member.getByTestId('presence-avatar')).toHaveCount(1);
  await expect(page.getByTestId('remote-caret')).toHaveAttribute('data-name', /live-member/);
  await expect(member.getByTestId('remote-caret')).toHaveAttribute('data-name', /live-owner/);

  // Both typing at the end of one paragraph at once: each keeps their word whole (what the other types at
  // one's caret goes after it), and both copies converge.
  await page.keyboard.press('Control+End');
  await member.keyboard.press('Control+End');
  await Promise.all([page.keyboard.type(' AAA'), member.keyboard.type(' BBB')]);
  await expect
    .poll(
      async () => {
        const [mine, theirs] = [await blockTexts(page), await blockTexts(member)];
        return mine === theirs && mine.includes(' AAA') && mine.includes(' BBB');
      },
      { timeout: 10_000 },
    )
    .toBe(true);

  // A rename in the owner's sidebar reaches the member's sidebar and page title.
  await renameInSidebar(page, viewId, 'Renamed live');
  await expect(member.getByTestId(`sidebar-name-${viewId}`)).toHaveText('Renamed live', { timeout: 5_000 });

  // Still there for someone who opens the page afresh.
  await member.reload();
  await expect(body(member)).toContainText('Owner was here.', { timeout: 20_000 });
  await expect(body(member)).toContainText('Member replied.');
  await member.context().close();
});

test('a Guest sees the members’ edits live but cannot write: the editor is read-only and nothing reaches the server', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await signInByMagicLink(page, running.quire, running.mailbox, `live-host-${stamp}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const general = await spaceId(page, 'General');
  const viewId = await createDocument(page, general, 'Shared with a guest');
  const email = `live-guest-${stamp}@quire.test`;
  await inviteFromSettings(page, email, 'Guest');
  const guest = await acceptInvitation(browser, running.mailbox, email);
  await expect(guest).toHaveURL(new RegExp(`/app/${workspaceId}(/|$)`));

  await openDocument(page, workspaceId, viewId);
  await openDocument(guest, workspaceId, viewId);
  await expect(body(guest)).toHaveAttribute('contenteditable', 'false');

  await body(page).click();
  await page.keyboard.type('Written by a member.');
  await expect(body(guest)).toContainText('Written by a member.', { timeout: 5_000 });
  await expect(page.getByTestId('document-sync-status')).toHaveAttribute('data-status', 'synced');

  // The guest's keys change nothing, here or on the server.
  await body(guest).click();
  await guest.keyboard.type('Guest was here');
  await guest.waitForTimeout(1_500);
  await expect(body(guest)).not.toContainText('Guest was here');
  await page.reload();
  await expect(body(page)).toContainText('Written by a member.', { timeout: 20_000 });
  await expect(body(page)).not.toContainText('Guest was here');
  await guest.context().close();
});
