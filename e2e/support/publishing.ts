// Publishing a page through the API, as the signed-in user of `page`; readers then open it in a fresh context.
import { expect, type Page } from '@playwright/test';
import { storedAccessToken } from './sign-in.js';

/** Publishes `viewId` as `publish_name` with the given settings (e.g. `comments_enabled`); expects code 0. */
export async function publishPage(
  page: Page,
  apiUrl: string,
  workspaceId: string,
  viewId: string,
  settings: { publish_name: string } & Record<string, unknown>,
): Promise<void> {
  const response = await page.request.post(
    `${apiUrl}/api/workspace/${workspaceId}/page-view/${viewId}/publish`,
    {
      headers: { authorization: `Bearer ${(await storedAccessToken(page)) ?? ''}` },
      data: settings,
    },
  );
  const body = (await response.json()) as { code: number; message?: string };
  expect(body, body.message).toMatchObject({ code: 0 });
}
