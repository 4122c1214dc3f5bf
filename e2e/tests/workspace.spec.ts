import { expect, test } from '@playwright/test';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { acceptInvitation, inviteFromSettings } from '../support/members.js';
import {
  createDocument,
  currentLocation,
  folderOf,
  pageMenu,
  parentOf,
  spaceId,
} from '../support/workspace.js';

const running = quireWithMailbox();

test('ST-06 ST-07 CCH-16 / a tree in two spaces: drag a page into another, trash and restore it, favourite it, recents, resize and reload the drawer', async ({
  page,
}) => {
  await signInByMagicLink(page, running.quire, running.mailbox, `owner-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  await expect(page.locator('[data-testid^="sidebar-space-"]')).toHaveCount(2);
  const general = await spaceId(page, 'General');
  const personal = await spaceId(page, 'Private');

  const alpha = await createDocument(page, general, 'Alpha');
  const beta = await createDocument(page, general, 'Beta');
  const gamma = await createDocument(page, personal, 'Gamma');
  let folder = await folderOf(page, running.quire.url, workspaceId);
  expect(parentOf(folder, alpha)?.view_id).toBe(general);
  expect(parentOf(folder, beta)?.view_id).toBe(general);
  expect(parentOf(folder, gamma)?.view_id).toBe(personal);

  // Drag Beta onto Alpha: Beta becomes Alpha's child.
  const source = page.getByTestId(`sidebar-item-${beta}`);
  const target = page.getByTestId(`sidebar-item-${alpha}`);
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect
    .poll(async () => parentOf(await folderOf(page, running.quire.url, workspaceId), beta)?.view_id)
    .toBe(alpha);

  // Trash Beta, then restore it from the trash section: it goes back under Alpha.
  await page.getByTestId(`sidebar-expand-${alpha}`).click();
  await expect(page.getByTestId(`sidebar-item-${beta}`)).toBeVisible();
  await pageMenu(page, beta, 'trash');
  await expect(page.getByTestId(`sidebar-item-${beta}`)).toHaveCount(0);
  folder = await folderOf(page, running.quire.url, workspaceId);
  expect(parentOf(folder, beta)).toBeUndefined();
  const trash = page.getByTestId('sidebar-trash');
  await trash.click();
  await expect(page.getByTestId(`trash-item-${beta}`)).toBeVisible();
  await page.getByTestId(`trash-restore-${beta}`).click();
  await expect
    .poll(async () => parentOf(await folderOf(page, running.quire.url, workspaceId), beta)?.view_id)
    .toBe(alpha);

  // Favourite Alpha: it appears in the favourites section.
  await pageMenu(page, alpha, 'favorite');
  await expect(page.getByTestId('sidebar-favorites').getByText('Alpha')).toBeVisible();

  // Opening pages records them as recent, newest first.
  await page.getByTestId(`sidebar-item-${alpha}`).click();
  await expect(page).toHaveURL(new RegExp(`/${alpha}$`));
  const recent = page.getByTestId('sidebar-recent');
  await recent.getByRole('button').first().click();
  await expect(recent.locator(`[data-testid="recent-${alpha}"]`)).toBeVisible();
  await expect(recent.locator('[data-testid^="recent-"]').first()).toHaveAttribute(
    'data-testid',
    `recent-${alpha}`,
  );
  await expect(recent.locator(`[data-testid="recent-${gamma}"]`)).toBeVisible();

  // Resize the drawer and reload: the width is kept.
  const drawer = page.getByTestId('drawer');
  const before = (await drawer.boundingBox())!.width;
  const handle = (await page.getByTestId('drawer-resize-handle').boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 + 120, handle.y + handle.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => Math.round((await drawer.boundingBox())!.width)).toBeGreaterThan(before + 60);
  const resized = Math.round((await drawer.boundingBox())!.width);
  expect(Number(await page.evaluate(() => localStorage.getItem('outline_width')))).toBeCloseTo(resized, -1);
  await page.reload();
  await expect(page.getByTestId('drawer')).toBeVisible();
  expect(Math.round((await page.getByTestId('drawer').boundingBox())!.width)).toBe(resized);
});

test('an invited member accepts by e-mail and sees the public space but not the owner’s private one', async ({
  page,
  browser,
}) => {
  await signInByMagicLink(page, running.quire, running.mailbox, `host-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const general = await spaceId(page, 'General');
  const personal = await spaceId(page, 'Private');
  await createDocument(page, general, 'Shared plans');
  await createDocument(page, personal, 'Owner notes');

  const invitee = `member-${Date.now()}@quire.test`;
  await inviteFromSettings(page, invitee, 'Member');
  const member = await acceptInvitation(browser, running.mailbox, invitee);

  await expect(member).toHaveURL(new RegExp(`/app/${workspaceId}(/|$)`));
  const sidebar = member.getByTestId('sidebar');
  await expect(sidebar.getByText('Shared plans')).toBeVisible();
  await expect(member.getByTestId(`sidebar-space-${general}`)).toBeVisible();
  await expect(member.getByTestId(`sidebar-space-${personal}`)).toHaveCount(0);
  await expect(sidebar.getByText('Owner notes')).toHaveCount(0);
  const folder = await folderOf(member, running.quire.url, workspaceId);
  expect(parentOf(folder, personal)).toBeUndefined();
  await member.context().close();
});

test('ENT-20 / a guest cannot create pages', async ({ page, browser }) => {
  await signInByMagicLink(page, running.quire, running.mailbox, `lead-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const general = await spaceId(page, 'General');
  await createDocument(page, general, 'Read me');

  const email = `guest-${Date.now()}@quire.test`;
  await inviteFromSettings(page, email, 'Guest');
  const guest = await acceptInvitation(browser, running.mailbox, email);
  await expect(guest).toHaveURL(new RegExp(`/app/${workspaceId}(/|$)`));
  await expect(guest.getByTestId('sidebar').getByText('Read me')).toBeVisible();
  const before = JSON.stringify(await folderOf(guest, running.quire.url, workspaceId));

  // The sidebar offers a guest no way to create, and the server refuses a guest's request outright.
  await guest.getByTestId(`sidebar-space-${general}`).hover();
  await expect(guest.getByTestId(`space-add-page-${general}`)).toHaveCount(0);
  await expect(guest.getByTestId('sidebar-add-page')).toHaveCount(0);
  await expect(guest.getByTestId('page-title')).toHaveAttribute('readonly', '');
  expect(JSON.stringify(await folderOf(guest, running.quire.url, workspaceId))).toBe(before);
  const token = await guest.evaluate(
    () => (JSON.parse(localStorage.getItem('token') ?? '{}') as { access_token?: string }).access_token,
  );
  const refused = await guest.request.post(`${running.quire.url}/api/workspace/${workspaceId}/page-view`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
    data: { parent_view_id: general, layout: 0, name: 'Not allowed' },
  });
  expect(((await refused.json()) as { code: number }).code).toBe(1012);
  await guest.context().close();
});

test('ENT-18 / a member creates a space from the sidebar and a page in it', async ({ page }) => {
  await signInByMagicLink(page, running.quire, running.mailbox, `spaces-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  await page.getByTestId('sidebar-new-space').click();
  await page.getByTestId('space-name-input').fill('Research');
  await page.getByTestId('space-permission').selectOption('1');
  await page.getByRole('button', { name: 'Create' }).click();
  const research = await spaceId(page, 'Research');
  await expect(page.locator('[data-testid^="sidebar-space-"]')).toHaveCount(3);
  const note = await createDocument(page, research, 'Field notes');
  expect(parentOf(await folderOf(page, running.quire.url, workspaceId), note)?.view_id).toBe(research);
});
