// Comments of a password-protected published page whose password a header cannot carry (beyond Latin-1): the
// reader types it once and reads the page and its comments — the comment reads send it in a POSTed body, as
// the page's other reads do.
import { expect, test } from '@playwright/test';
import { appendText, createDocumentPage } from '../support/documents.js';
import { publishPage } from '../support/publishing.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink, storedAccessToken } from '../support/sign-in.js';
import { currentLocation } from '../support/workspace.js';

const running = quireWithMailbox();

const password = 'clé ☂ secrète';

test('API-CMT-01 a protected page’s comments are read with a password typed once, whatever its characters', async ({
  page,
  browser,
}) => {
  await signInByMagicLink(page, running.quire, running.mailbox, `protected-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const viewId = await createDocumentPage(page, running.quire.url, workspaceId, 'Members only');
  await appendText(page, running.quire.url, workspaceId, viewId, 'The meeting moves to Thursday.');
  await publishPage(page, running.quire.url, workspaceId, viewId, {
    publish_name: 'members-only',
    comments_enabled: true,
    password,
  });
  const posted = await page.request.post(
    `${running.quire.url}/api/workspace/published-info/${viewId}/comment`,
    {
      headers: { authorization: `Bearer ${(await storedAccessToken(page)) ?? ''}` },
      data: { content: 'Thursday suits me.', reply_comment_id: null, password },
    },
  );
  expect(((await posted.json()) as { code: number }).code).toBe(0);

  const visitor = await browser.newContext();
  try {
    const reader = await visitor.newPage();
    const commentReads: string[] = [];
    reader.on('request', (request) => {
      if (request.url().includes('/comment')) commentReads.push(`${request.method()} ${request.url()}`);
    });
    await reader.goto(`${running.quire.url}/${workspaceId}/members-only`);
    const prompt = reader.getByTestId('publish-password');
    await prompt.getByLabel('Password').fill(password);
    await prompt.getByRole('button', { name: 'Open the page' }).click();
    await expect(reader.getByText('The meeting moves to Thursday.')).toBeVisible();
    const comments = reader.getByTestId('published-comments');
    await expect(comments.getByTestId('comment-content')).toHaveText(['Thursday suits me.']);
    // Never in an address.
    expect(commentReads.some((line) => line.includes(encodeURIComponent(password)))).toBe(false);
    expect(commentReads.some((line) => line.startsWith('POST') && line.includes('/comment/list'))).toBe(true);
  } finally {
    await visitor.close();
  }
});
