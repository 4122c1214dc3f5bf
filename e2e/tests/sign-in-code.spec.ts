import { expect, test, type Page } from '@playwright/test';
import { signInCodeOf } from '../support/mailbox.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { openLoginDialog, storedAccessToken } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations, inEachVariant } from '../support/variants.js';

// The sign-in mail's 6-digit code, typed into the login dialog instead of following the link (the mail read on a
// phone, the sign-in on a computer). Quire mails through a real SMTP server started here.
const running = quireWithMailbox({
  QUIRE_MAIL_FROM: 'Quire <no-reply@quire.test>',
});

/** Another code than the mail's: one digit changed. */
const wrongCodeFor = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

/** Pastes as a user does from the clipboard: one paste event carrying the text. */
async function pasteInto(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test('LOG-01 LOG-04 LOG-12 LOG-13 LOG-17 LOG-18 / sign in by typing the code from the mail; a wrong code is refused and the right one still works', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await inEachVariant(browser, async (page, variant) => {
    const email = `code-${variant.name.replace(' ', '-')}-${Date.now()}@quire.test`;
    const dialog = await openLoginDialog(page, `${running.quire.url}/app/somewhere/inside`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', variant.colorScheme);
    await expectNoSeriousA11yViolations(page);

    await dialog.getByTestId('login-email').fill(email);
    await dialog.getByTestId('login-continue').click();
    const code = dialog.getByLabel('Code from the e-mail');
    await expect(code).toBeVisible();
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expectNoSeriousA11yViolations(page);
    const mailed = signInCodeOf(await running.mailbox.next(email));

    await code.fill(wrongCodeFor(mailed));
    await code.press('Enter');
    await expect(dialog.getByTestId('login-code-problem')).toHaveText(
      'This code is wrong or has expired. Check the newest e-mail, or send a new one.',
    );
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
    expect(await storedAccessToken(page)).toBeNull();

    if (variant.phone) {
      // Copied from the mail app: the whole code, spaces and all, pasted at once.
      await pasteInto(page, 'login-code', ` ${mailed.slice(0, 3)} ${mailed.slice(3)} `);
      await expect(code).toHaveValue(mailed);
      await code.press('Enter');
    } else {
      await code.fill(mailed);
      await dialog.getByTestId('login-code-submit').click();
    }

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${running.quire.url}/app/somewhere/inside`);
    await expect(page.getByTestId('workspace-app').getByText(email).first()).toBeAttached();
    expect(await storedAccessToken(page)).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('redirectTo'))).toBeNull();
  });
});
