// Comments on a published page, end to end: the publisher publishes; another person opens the page, signs in
// from its "Sign in to comment" link and comes back to it, comments, answers, reacts and deletes a comment of
// their own; a visitor without a session reads it all but gets no composer; markup in a comment is text.
import { expect, test, type Page } from '@playwright/test';
import { createDocumentPage } from '../support/documents.js';
import { magicLinkOf } from '../support/mailbox.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink, storedAccessToken } from '../support/sign-in.js';
import { currentLocation } from '../support/workspace.js';

const running = quireWithMailbox();

const xss = '<img src=x onerror="window.__commentXss=1"><script>window.__commentXss=2</script>';

async function publish(page: Page, workspaceId: string, viewId: string, publishName: string): Promise<void> {
  const response = await page.request.post(
    `${running.quire.url}/api/workspace/${workspaceId}/page-view/${viewId}/publish`,
    {
      headers: { authorization: `Bearer ${(await storedAccessToken(page)) ?? ''}` },
      data: { publish_name: publishName, comments_enabled: true },
    },
  );
  expect(((await response.json()) as { code: number }).code).toBe(0);
}

/** Posts a comment from the page's main composer and waits until it is listed. */
async function comment(page: Page, content: string): Promise<void> {
  const section = page.getByTestId('published-comments');
  await section.getByTestId('comment-input').first().fill(content);
  await section.getByTestId('comment-submit').first().click();
  await expect(section.getByTestId('comment-content').filter({ hasText: content })).toHaveCount(1);
}

const commentNamed = (page: Page, content: string) =>
  page
    .getByTestId('comment')
    .filter({ has: page.getByTestId('comment-content').getByText(content, { exact: true }) });

test('PUB-24 PRM-07 PRM-12 PRM-13: sign in from the page, comment, answer, react, delete; the public reads it', async ({
  page,
  browser,
}) => {
  await signInByMagicLink(page, running.quire, running.mailbox, `publisher-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const viewId = await createDocumentPage(page, running.quire.url, workspaceId, 'Field notes');
  await publish(page, workspaceId, viewId, 'field-notes');
  const address = `${running.quire.url}/${workspaceId}/field-notes`;

  const commenterContext = await browser.newContext();
  const anonymousContext = await browser.newContext();
  try {
    const commenter = await commenterContext.newPage();
    await commenter.goto(address);
    const section = commenter.getByTestId('published-comments');
    await expect(section).toContainText('No comments yet.');
    await expect(section.getByTestId('comment-composer')).toHaveCount(0);

    // Signing in from the page brings the reader back to it.
    await section.getByTestId('comments-sign-in').click();
    await expect(commenter).toHaveURL(/\/login\?redirectTo=/);
    const email = `commenter-${Date.now()}@quire.test`;
    await commenter.getByTestId('login-email').fill(email);
    await commenter.getByTestId('login-continue').click();
    await commenter.goto(magicLinkOf(await running.mailbox.next(email)));
    await expect(commenter).toHaveURL(address);
    await expect(section.getByTestId('comment-composer')).toBeVisible();

    await comment(commenter, 'The river crossing is easier in the morning.');
    await commentNamed(commenter, 'The river crossing is easier in the morning.')
      .getByTestId('comment-reply')
      .click();
    await section.getByTestId('comment-input').nth(1).fill('And the water is lower then.');
    await section.getByTestId('comment-submit').nth(1).click();
    const thread = section.getByTestId('comment-thread').filter({ hasText: 'The river crossing' });
    await expect(thread.getByTestId('comment-content')).toHaveText([
      'The river crossing is easier in the morning.',
      'And the water is lower then.',
    ]);

    const first = commentNamed(commenter, 'The river crossing is easier in the morning.');
    await first.getByTestId('reaction-add').click();
    await first.getByTestId('reaction-pick-👍').click();
    await expect(first.getByTestId('reaction-chip')).toHaveText('👍1');
    await expect(first.getByTestId('reaction-chip')).toHaveAttribute('aria-pressed', 'true');

    await comment(commenter, xss);
    await comment(commenter, 'A comment I take back.');
    await commentNamed(commenter, 'A comment I take back.').getByTestId('comment-delete').click();
    await commenter.getByTestId('comment-delete-confirm').click();
    await expect(section.getByText('This comment was deleted.')).toBeVisible();
    await expect(section.getByText('A comment I take back.')).toHaveCount(0);

    // Someone without a session reads everything, as text, and is offered to sign in instead of a composer.
    const visitor = await anonymousContext.newPage();
    await visitor.goto(address);
    const seen = visitor.getByTestId('published-comments');
    await expect(seen.getByTestId('comment-content')).toHaveText([
      'This comment was deleted.',
      xss,
      'The river crossing is easier in the morning.',
      'And the water is lower then.',
    ]);
    await expect(seen.getByTestId('comment-composer')).toHaveCount(0);
    await expect(seen.getByTestId('comment-delete')).toHaveCount(0);
    await expect(seen.getByTestId('comments-sign-in')).toBeVisible();
    await expect(seen.getByTestId('reaction-chip')).toBeDisabled();
    await expect(seen.locator('img[src="x"], script')).toHaveCount(0);
    expect(await visitor.evaluate(() => (window as { __commentXss?: number }).__commentXss)).toBeUndefined();
    expect(
      await commenter.evaluate(() => (window as { __commentXss?: number }).__commentXss),
    ).toBeUndefined();
  } finally {
    await commenterContext.close();
    await anonymousContext.close();
  }
});
