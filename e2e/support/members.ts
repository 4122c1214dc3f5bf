// Membership as people do it: the Owner invites from the workspace settings, the invitee follows the mail.
import { expect, type Browser, type Page } from '@playwright/test';
import { linkTo, type Mailbox } from './mailbox.js';
import { completeSignInFromDialog } from './sign-in.js';

/** From an open workspace page: invites `email` with `role` in the settings, then closes them. */
export async function inviteFromSettings(page: Page, email: string, role: 'Member' | 'Guest'): Promise<void> {
  await page.getByTestId('open-workspace-settings').click();
  const settings = page.getByTestId('workspace-settings');
  await expect(settings).toBeVisible();
  await settings.getByTestId('invite-email').fill(email);
  await settings.getByRole('combobox', { name: /role/i }).selectOption(role);
  await settings.getByTestId('invite-submit').click();
  await expect(settings.getByTestId('invite-email')).toHaveValue('');
  await page.keyboard.press('Escape');
}

/** The invitee, in a browser of their own: the mailed link, sign-in, Accept. */
export async function acceptInvitation(browser: Browser, mailbox: Mailbox, email: string): Promise<Page> {
  const link = linkTo(await mailbox.next(email), '/accept-invitation');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  const screen = page.getByTestId('accept-invitation-page');
  await expect(screen).toBeVisible();
  await screen.getByRole('button', { name: /sign in/i }).click();
  await completeSignInFromDialog(page, mailbox, email);
  await expect(page).toHaveURL(/\/accept-invitation\?invited_id=/);
  await page.getByTestId('accept-invitation-accept').click();
  return page;
}
