import { expect, type Page } from '@playwright/test';

/** The workspace and page ids of the page the app shows: /app/{workspaceId}/{viewId}. */
export async function currentLocation(page: Page): Promise<{ workspaceId: string; viewId: string }> {
  await expect(page).toHaveURL(/\/app\/[^/]+\/[^/?#]+/);
  const [, , workspaceId, viewId] = new URL(page.url()).pathname.split('/');
  return { workspaceId: workspaceId!, viewId: viewId! };
}

/** The id of the sidebar space named `name`. */
export async function spaceId(page: Page, name: string): Promise<string> {
  const space = page.locator('[data-testid^="sidebar-space-"]').filter({ hasText: name }).first();
  await expect(space).toBeVisible();
  const testId = await space.getAttribute('data-testid');
  return testId!.replace('sidebar-space-', '');
}

/** Creates a document in a space through the sidebar, names it, and returns its id. */
export async function createDocument(page: Page, parentSpaceId: string, name: string): Promise<string> {
  const before = page.url();
  await page.getByTestId(`sidebar-space-${parentSpaceId}`).hover();
  await page.getByTestId(`space-add-page-${parentSpaceId}`).click();
  await page.getByTestId('new-page-document').click();
  await expect(page).not.toHaveURL(before);
  const { viewId } = await currentLocation(page);
  await renameInSidebar(page, viewId, name);
  return viewId;
}

export async function renameInSidebar(page: Page, viewId: string, name: string): Promise<void> {
  await page.getByTestId(`sidebar-item-${viewId}`).hover();
  await page.getByTestId(`sidebar-more-${viewId}`).click();
  await page.getByTestId('page-menu-rename').click();
  const input = page.getByTestId('sidebar-rename-input');
  await input.fill(name);
  await input.press('Enter');
  await expect(page.getByTestId(`sidebar-name-${viewId}`)).toHaveText(name);
}

export async function pageMenu(page: Page, viewId: string, action: string): Promise<void> {
  await page.getByTestId(`sidebar-item-${viewId}`).hover();
  await page.getByTestId(`sidebar-more-${viewId}`).click();
  await page.getByTestId(`page-menu-${action}`).click();
}

interface FolderNode {
  view_id: string;
  name: string;
  children: FolderNode[];
}

/** The folder as the API serves it to the signed-in user of `page` (what the sidebar is built from). */
export async function folderOf(page: Page, apiUrl: string, workspaceId: string): Promise<FolderNode> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('token') ?? '{}') as { access_token?: string }).access_token,
  );
  const response = await page.request.get(`${apiUrl}/api/workspace/${workspaceId}/folder?depth=10`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  const body = (await response.json()) as { code: number; data: FolderNode };
  expect(body.code).toBe(0);
  return body.data;
}

export function parentOf(root: FolderNode, viewId: string): FolderNode | undefined {
  for (const child of root.children) {
    if (child.view_id === viewId) return root;
    const found = parentOf(child, viewId);
    if (found) return found;
  }
  return undefined;
}
