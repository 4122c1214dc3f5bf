import { expect, test, type Locator, type Page } from '@playwright/test';
import { magicLinkOf, startMailbox, type Mailbox } from '../support/mailbox.js';
import { startQuire, type RunningQuire } from '../support/quire.js';
import { storedAccessToken } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations, openVariant, variants, type Variant } from '../support/variants.js';

// Password sign-in on a Quire started with QUIRE_PASSWORD_SIGNIN=1: an account is made with a password,
// confirmed through the mailed link, and used again after signing out. Mails go to a real SMTP server.
let mailbox: Mailbox;
let quire: RunningQuire;

test.beforeAll(async () => {
  mailbox = await startMailbox();
  quire = await startQuire({
    QUIRE_SMTP_URL: mailbox.smtpUrl,
    QUIRE_MAIL_FROM: 'Quire <no-reply@quire.test>',
    QUIRE_PASSWORD_SIGNIN: '1',
  });
});

test.afterAll(async () => {
  await quire.stop();
  await mailbox.stop();
});

const PASSWORD = 'a quite long passphrase 42';

/** The login dialog, opened from the workspace's signed-out screen. */
async function openLoginDialog(page: Page): Promise<Locator> {
  await page.goto(`${quire.url}/app`);
  await page
    .getByTestId('workspace-app')
    .getByRole('button', { name: /sign in/i })
    .click();
  const dialog = page.getByTestId('login-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Signs out from the workspace's sidebar; on a phone it lives in the sheet the drawer toggle opens. */
async function signOut(page: Page): Promise<void> {
  const signOutButton = page.getByTestId('sign-out');
  if (!(await signOutButton.isVisible())) await page.getByTestId('drawer-toggle').click();
  await signOutButton.click();
  await expect(page.getByTestId('workspace-app').getByRole('button', { name: /sign in/i })).toBeVisible();
}

const emailFor = (variant: Variant, what: string) =>
  `${what}-${variant.name.replace(' ', '-')}-${Date.now()}@quire.test`;

test('the password forms: labelled for password managers, readable and without serious a11y violations in every variant', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  for (const variant of variants) {
    await test.step(variant.name, async () => {
      const { context, page } = await openVariant(browser, variant);
      try {
        const dialog = await openLoginDialog(page);
        await dialog.getByRole('button', { name: 'Sign in with password' }).click();
        const password = dialog.getByLabel('Password', { exact: true });
        await expect(password).toHaveAttribute('autocomplete', 'current-password');
        await expect(dialog.getByLabel('E-mail address')).toHaveAttribute('autocomplete', 'username');
        await expectNoSeriousA11yViolations(page);

        await dialog.getByRole('button', { name: 'Create account' }).click();
        await expect(dialog.getByLabel('Choose a password')).toHaveAttribute('autocomplete', 'new-password');
        await dialog.getByLabel('E-mail address').fill(emailFor(variant, 'short'));
        await dialog.getByLabel('Choose a password').fill('short');
        await dialog.getByTestId('login-signup-submit').click();
        // The minimum comes from the server (QUIRE_PASSWORD_MIN_LENGTH, 8 by default).
        await expect(dialog.getByTestId('login-password-problem')).toHaveText(
          'The password needs at least 8 characters.',
        );
        await expectNoSeriousA11yViolations(page);

        await dialog.getByRole('button', { name: 'I already have an account' }).click();
        await dialog.getByRole('button', { name: 'Forgot password?' }).click();
        await expect(dialog.getByRole('form', { name: 'Reset your password' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      } finally {
        await context.close();
      }
    });
  }
});

test('sign up, confirm through the mailed link, sign out, sign in with the password; a wrong password is refused', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  for (const variant of variants) {
    await test.step(variant.name, async () => {
      const { context, page } = await openVariant(browser, variant);
      try {
        const email = emailFor(variant, 'password');
        let dialog = await openLoginDialog(page);
        await dialog.getByRole('button', { name: 'Sign in with password' }).click();
        await dialog.getByRole('button', { name: 'Create account' }).click();
        await dialog.getByLabel('E-mail address').fill(email);
        await dialog.getByLabel('Choose a password').fill(PASSWORD);
        await dialog.getByTestId('login-signup-submit').click();
        await expect(dialog.getByTestId('login-check-inbox')).toContainText('Confirm your e-mail address');
        await expectNoSeriousA11yViolations(page);

        const confirmation = await mailbox.next(email);
        expect(confirmation.subject).toBe('Confirm your Quire account');
        await page.goto(magicLinkOf(confirmation));
        await expect(page.getByTestId('workspace-app').getByText(email).first()).toBeAttached();
        expect(await storedAccessToken(page)).toBeTruthy();

        await signOut(page);
        expect(await storedAccessToken(page)).toBeNull();

        dialog = await openLoginDialog(page);
        await dialog.getByRole('button', { name: 'Sign in with password' }).click();
        await dialog.getByLabel('E-mail address').fill(email);
        const password = dialog.getByLabel('Password', { exact: true });
        await password.fill('not the password');
        await password.press('Enter');
        await expect(dialog.getByTestId('login-password-problem')).toHaveText(
          'Wrong e-mail address or password.',
        );
        await expect(password).toHaveAttribute('aria-invalid', 'true');
        await expectNoSeriousA11yViolations(page);
        expect(await storedAccessToken(page)).toBeNull();

        await password.fill(PASSWORD);
        await dialog.getByTestId('login-password-submit').click();
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`^${quire.url}/app`));
        await expect(page.getByTestId('workspace-app').getByText(email).first()).toBeAttached();
        expect(await storedAccessToken(page)).toBeTruthy();
      } finally {
        await context.close();
      }
    });
  }
});
