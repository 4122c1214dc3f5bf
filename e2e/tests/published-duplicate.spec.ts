// Duplicating a published page into one's own workspace, and an access request approved by the owner (issue
// 11): the Owner publishes a page with a sub-page; another user signs in, opens the published page, duplicates
// it into their workspace from the top bar, follows the toast's link and reads the copy in /app; then asks
// for access to the Owner's page, and the Owner approves it from the mailed link.
import { expect, test, type Page } from '@playwright/test';
import { appendText } from '../support/documents.js';
import { linkTo } from '../support/mailbox.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink, storedAccessToken } from '../support/sign-in.js';
import { currentLocation, folderOf } from '../support/workspace.js';

const running = quireWithMailbox();

const bearer = async (page: Page) => ({ authorization: `Bearer ${(await storedAccessToken(page)) ?? ''}` });

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`${running.quire.url}${path}`, {
    method,
    headers: await bearer(page),
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as { code: number; message: string; data: T };
  expect(body, body.message).toMatchObject({ code: 0 });
  return body.data;
}

test('API-PUB-14 PRM-04 API-MISC-19 API-MISC-20 API-MISC-21 / duplicate a published page with its sub-page, open the copy; an access request approved by the Owner', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  // The Owner publishes "Field guide" with its sub-page "Chapter one".
  await signInByMagicLink(page, running.quire, running.mailbox, `owner-${stamp}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const general = (await folderOf(page, running.quire.url, workspaceId)).children.find(
    (n) => n.name === 'General',
  );
  const guide = (
    await api<{ view_id: string }>(page, 'POST', `/api/workspace/${workspaceId}/page-view`, {
      parent_view_id: general!.view_id,
      layout: 0,
      name: 'Field guide',
    })
  ).view_id;
  const chapter = (
    await api<{ view_id: string }>(page, 'POST', `/api/workspace/${workspaceId}/page-view`, {
      parent_view_id: guide,
      layout: 0,
      name: 'Chapter one',
    })
  ).view_id;
  await appendText(page, running.quire.url, workspaceId, guide, 'Birds of the northern marsh');
  await appendText(page, running.quire.url, workspaceId, chapter, 'Herons wade at dawn');
  await api(page, 'POST', `/api/workspace/${workspaceId}/page-view/${guide}/publish`, {
    publish_name: 'field-guide',
    with_sub_pages: true,
  });

  // Another user signs in, opens the published page and duplicates it into their workspace.
  const visitor = await (await browser.newContext()).newPage();
  const visitorEmail = `visitor-${stamp}@quire.test`;
  await signInByMagicLink(visitor, running.quire, running.mailbox, visitorEmail, '/app');
  const own = await currentLocation(visitor);
  await visitor.goto(`${running.quire.url}/${workspaceId}/field-guide`);
  await expect(visitor.getByText('Birds of the northern marsh').first()).toBeVisible();
  await visitor.getByTestId('publish-duplicate').click();
  const dialog = visitor.getByTestId('publish-duplicate-dialog');
  await expect(dialog.getByTestId('publish-duplicate-workspace')).toHaveValue(own.workspaceId);
  await expect(dialog.getByTestId('publish-duplicate-space')).toBeEnabled();
  await dialog.getByTestId('publish-duplicate-confirm').click();
  // The toast comes in the publish toaster, bottom-left — on this page its library is only downloaded now.
  const toaster = visitor.locator('[data-toaster="publish"][data-placement="bottom-left"]');
  const open = toaster.getByTestId('publish-duplicate-open');
  await expect(open).toBeVisible();
  await open.click();

  // The copy opens in /app with its content, and its sub-page came along.
  const copy = await currentLocation(visitor);
  expect(copy.workspaceId).toBe(own.workspaceId);
  expect(copy.viewId).not.toBe(guide);
  await expect(visitor.getByText('Birds of the northern marsh').first()).toBeVisible();
  const copied = (await folderOf(visitor, running.quire.url, own.workspaceId)).children
    .flatMap((space) => space.children)
    .find((node) => node.view_id === copy.viewId);
  expect(copied?.name).toBe('Field guide');
  expect(copied?.children.map((child) => child.name)).toEqual(['Chapter one']);

  // The visitor asks for access to the Owner's page; the Owner approves from the mailed link.
  await api(visitor, 'POST', '/api/access-request', { workspace_id: workspaceId, view_id: guide });
  const mail = await running.mailbox.next(`owner-${stamp}@quire.test`);
  await page.goto(linkTo(mail, '/app/approve-request'));
  await expect(page.getByTestId('approve-request-details')).toContainText(visitorEmail);
  await expect(page.getByTestId('approve-request-view')).toHaveText('Field guide');
  await page.getByTestId('approve-request-approve').click();
  await expect(page.getByTestId('approve-request-outcome')).toContainText('is now a member of the workspace');
  // Now a member, the visitor reads the Owner's folder.
  const theirs = await folderOf(visitor, running.quire.url, workspaceId);
  expect(theirs.children.map((space) => space.name)).toContain('General');
});
