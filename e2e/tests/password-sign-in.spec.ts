import { expect, test, type Locator, type Page } from '@playwright/test';
import { magicLinkOf, signInCodeOf } from '../support/mailbox.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { openLoginDialog, signInByMagicLink, storedAccessToken } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations, inEachVariant, type Variant } from '../support/variants.js';

// Password sign-in on a Quire started with QUIRE_PASSWORD_SIGNIN=1: an account is made with a password,
// confirmed through the mailed link, and used again after signing out. Mails go to a real SMTP server.
const running = quireWithMailbox({
  QUIRE_MAIL_FROM: 'Quire <no-reply@quire.test>',
  QUIRE_PASSWORD_SIGNIN: '1',
});

const PASSWORD = 'a quite long passphrase 42';

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
  await inEachVariant(browser, async (page, variant) => {
    const dialog = await openLoginDialog(page, `${running.quire.url}/app`);
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
  });
});

test('sign up, confirm through the mailed link, sign out, sign in with the password; a wrong password is refused', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await inEachVariant(browser, async (page, variant) => {
    const email = emailFor(variant, 'password');
    let dialog = await openLoginDialog(page, `${running.quire.url}/app`);
    await dialog.getByRole('button', { name: 'Sign in with password' }).click();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByLabel('Choose a password').fill(PASSWORD);
    await dialog.getByTestId('login-signup-submit').click();
    await expect(dialog.getByTestId('login-check-inbox')).toContainText('Confirm your e-mail address');
    await expectNoSeriousA11yViolations(page);

    const confirmation = await running.mailbox.next(email);
    expect(confirmation.subject).toBe('Confirm your Quire account');
    await page.goto(magicLinkOf(confirmation));
    await expect(page.getByTestId('workspace-app').getByText(email).first()).toBeAttached();
    expect(await storedAccessToken(page)).toBeTruthy();

    await signOut(page);
    expect(await storedAccessToken(page)).toBeNull();

    dialog = await openLoginDialog(page, `${running.quire.url}/app`);
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
    await expect(page).toHaveURL(new RegExp(`^${running.quire.url}/app`));
    await expect(page.getByTestId('workspace-app').getByText(email).first()).toBeAttached();
    expect(await storedAccessToken(page)).toBeTruthy();
  });
});

const NEW_PASSWORD = 'another long passphrase 7';

/** The account footer's button; on a phone with the sheet closed the footer sits in the top bar. */
const accountPasswordButton = (page: Page) => page.getByTestId('account-password').filter({ visible: true });

/** Password sign-in from the workspace's signed-out screen; resolves once refused or signed in. */
async function signInWithPassword(page: Page, email: string, password: string): Promise<Locator> {
  const dialog = await openLoginDialog(page, `${running.quire.url}/app`);
  await dialog.getByRole('button', { name: 'Sign in with password' }).click();
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByTestId('login-password-submit').click();
  return dialog;
}

test('LOG-18 / a forgotten password: the reset mail’s link (on a phone its code) signs in, the workspace asks for the new password at once, and from then on it is the one that signs in', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  await inEachVariant(browser, async (page, variant) => {
    const { quire, mailbox } = running;
    const email = emailFor(variant, 'reset');
    // An account with a password: signed in by magic link, the first password set from the account footer.
    await signInByMagicLink(page, quire, mailbox, email, '/app');
    await accountPasswordButton(page).click();
    const first = page.getByTestId('change-password');
    await first.getByTestId('new-password').fill(PASSWORD);
    await first.getByTestId('change-password-save').click();
    await expect(first).toBeHidden();
    await signOut(page);

    const dialog = await openLoginDialog(page, `${quire.url}/app`);
    await dialog.getByRole('button', { name: 'Sign in with password' }).click();
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByTestId('login-reset-submit').click();
    await expect(dialog.getByTestId('login-check-inbox')).toContainText('choose a new password');
    const mail = await mailbox.next(email);
    expect(mail.subject).toBe('Reset your Quire password');
    if (variant.phone) {
      const code = dialog.getByLabel('Code from the e-mail');
      await code.fill(signInCodeOf(mail));
      await code.press('Enter');
    } else {
      await page.goto(magicLinkOf(mail));
    }

    // Landed in the workspace: the new password is asked for at once, without the forgotten one.
    await expect(page).toHaveURL(new RegExp(`^${quire.url}/app`));
    const reset = page.getByTestId('change-password');
    await expect(reset).toBeVisible();
    await expect(reset).toContainText('You signed in with a link to reset your password.');
    await expect(reset.getByTestId('current-password')).toHaveCount(0);
    await expect(reset.getByTestId('new-password')).toBeFocused();
    await expectNoSeriousA11yViolations(page, '[data-testid="change-password"]');
    await reset.getByTestId('new-password').fill(PASSWORD);
    await reset.getByTestId('change-password-save').click();
    await expect(reset.getByTestId('new-password')).toHaveAccessibleDescription(
      'Choose a password other than your current one.',
    );
    await reset.getByTestId('new-password').fill(NEW_PASSWORD);
    await reset.getByTestId('change-password-save').click();
    await expect(reset).toBeHidden();
    await expect(page.getByText('Your password was changed.')).toBeVisible();
    // Asked once: a reload does not ask again.
    await page.reload();
    await expect(page.getByTestId('workspace-app').getByText(email).first()).toBeAttached();
    await expect(page.getByTestId('change-password')).toHaveCount(0);

    await signOut(page);
    const refused = await signInWithPassword(page, email, PASSWORD);
    await expect(refused.getByTestId('login-password-problem')).toHaveText(
      'Wrong e-mail address or password.',
    );
    await refused.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await refused.getByTestId('login-password-submit').click();
    await expect(refused).toBeHidden();
    await expect(page.getByTestId('workspace-app').getByText(email).first()).toBeAttached();
    expect(await storedAccessToken(page)).toBeTruthy();
    await expect(page.getByTestId('change-password')).toHaveCount(0);
  });
});
