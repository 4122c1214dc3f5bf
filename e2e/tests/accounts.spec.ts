import { expect, test } from '@playwright/test';
import { magicLinkOf } from '../support/mailbox.js';
import { signInByMagicLink, storedAccessToken } from '../support/sign-in.js';
import { startQuire } from '../support/quire.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';

// Accounts end to end: Quire mails through a real SMTP server started here, the test follows the link from the
// received mail as a user would.
const running = quireWithMailbox({
  QUIRE_MAIL_FROM: 'Quire <no-reply@quire.test>',
});

test('LOG-01 LOG-04 LOG-13 LOG-17 LOG-18 LOG-20 / sign in by magic link and land on the stored redirect target', async ({
  page,
}) => {
  const email = `reader-${Date.now()}@quire.test`;
  await signInByMagicLink(page, running.quire, running.mailbox, email, '/app/somewhere/inside');

  await expect(page).toHaveURL(`${running.quire.url}/app/somewhere/inside`);
  // No workspace has that id: the no-access screen, with the signed-in account in sight.
  await expect(page.getByTestId('workspace-no-access')).toBeVisible();
  await expect(page.getByTestId('workspace-user')).toContainText(email);
  await expect(page.getByTestId('sign-out')).toBeVisible();
  expect(await storedAccessToken(page)).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('redirectTo'))).toBeNull();
});

test('a magic link works once: following it again fails on the login-redirect screen', async ({ page }) => {
  const email = `once-${Date.now()}@quire.test`;
  await page.goto(`${running.quire.url}/login`);
  await page.getByTestId('login-page').getByTestId('login-email').fill(email);
  await page.getByTestId('login-page').getByTestId('login-continue').click();
  const link = magicLinkOf(await running.mailbox.next(email));

  const first = await page.context().browser()!.newContext();
  const firstPage = await first.newPage();
  await firstPage.goto(link);
  await expect(firstPage.getByTestId('workspace-app')).toBeVisible();
  await first.close();

  await page.goto(link);
  await expect(page.getByTestId('login-failed-dialog')).toBeVisible();
  expect(await storedAccessToken(page)).toBeNull();
});

test('ST-16 / a second tab follows sign-out', async ({ page }) => {
  const email = `tabs-${Date.now()}@quire.test`;
  await signInByMagicLink(page, running.quire, running.mailbox, email, '/app');
  await expect(page.getByTestId('sign-out')).toBeVisible();

  const second = await page.context().newPage();
  await second.goto(`${running.quire.url}/app`);
  await expect(second.getByTestId('workspace-app').getByText(email)).toBeVisible();

  await page.getByTestId('sign-out').click();
  await expect(second.getByTestId('workspace-app').getByRole('button', { name: /sign in/i })).toBeVisible();
  await expect(second.getByTestId('workspace-app').getByText(email)).toHaveCount(0);
  expect(await storedAccessToken(second)).toBeNull();
});

test('API-AUTH-05 API-AUTH-06 / an expired access token is refreshed transparently during use', async ({
  browser,
}) => {
  const shortLived = await startQuire({
    QUIRE_SMTP_URL: running.mailbox.smtpUrl,
    QUIRE_ACCESS_TOKEN_TTL: '5',
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const email = `refresh-${Date.now()}@quire.test`;
    await signInByMagicLink(page, shortLived, running.mailbox, email, '/app');
    await expect(page.getByTestId('workspace-app').getByText(email)).toBeVisible();
    const before = await storedAccessToken(page);

    await page.waitForTimeout(6_000);
    await page.reload();
    await expect(page.getByTestId('workspace-app').getByText(email)).toBeVisible();
    await expect(page.getByTestId('sign-out')).toBeVisible();
    const after = await storedAccessToken(page);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
  } finally {
    await context.close();
    await shortLived.stop();
  }
});
