import { expect, type Locator, type Page } from '@playwright/test';
import { magicLinkOf, type Mailbox } from './mailbox.js';
import type { RunningQuire } from './quire.js';

/** Opens `url` (a page of the workspace app, signed out) and the login dialog from its sign-in button. */
export async function openLoginDialog(page: Page, url: string): Promise<Locator> {
  await page.goto(url);
  await page
    .getByTestId('workspace-app')
    .getByRole('button', { name: /sign in/i })
    .click();
  const dialog = page.getByTestId('login-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Signs in as a user would: the login dialog from `startPath`, the link from the mail, back where it started. */
export async function signInByMagicLink(
  page: Page,
  server: RunningQuire,
  mailbox: Mailbox,
  email: string,
  startPath: string,
): Promise<void> {
  await openLoginDialog(page, `${server.url}${startPath}`);
  await completeSignInFromDialog(page, mailbox, email);
}

/** With the login dialog open: asks for a magic link for `email` and follows it from the received mail. */
export async function completeSignInFromDialog(page: Page, mailbox: Mailbox, email: string): Promise<void> {
  const dialog = page.getByTestId('login-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('login-email').fill(email);
  await dialog.getByTestId('login-continue').click();
  const link = magicLinkOf(await mailbox.next(email));
  await page.goto(link);
}

export const storedAccessToken = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const raw = localStorage.getItem('token');
    return raw ? (JSON.parse(raw) as { access_token: string }).access_token : null;
  });
