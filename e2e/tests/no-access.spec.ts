// The no-access screen at /no-access (spec 000 §2), as a visitor meets it signed out and then signed in, in the
// light and the dark theme: its text, its buttons, and no serious accessibility violation.
import { expect, test, type Page } from '@playwright/test';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { completeSignInFromDialog } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations, inEachVariant, variants } from '../support/variants.js';

const running = quireWithMailbox();

/** Every address the page's main frame shows, in order, history-API navigations included. */
function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname);
  });
  return addresses;
}

/** LOG-27: "Back to home" goes to `/`, which the shell sends on to /app. */
async function expectBackHomeGoesHome(page: Page): Promise<void> {
  const addresses = recordAddresses(page);
  await page.getByTestId('no-access-page').getByRole('button', { name: 'Back to home' }).click();
  await expect(page.getByTestId('workspace-app')).toBeVisible();
  expect(addresses.slice(0, 2)).toEqual(['/', '/app']);
}

test('LOG-25 LOG-26 LOG-27 LOG-28 LOG-29 LOG-30 PRM-08 I18N-01 / /no-access signed out, then signed in: its text and buttons work, readable in both themes', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const desktops = variants.filter((variant) => !variant.phone);
  await inEachVariant(
    browser,
    async (page, variant) => {
      const email = `no-access-${variant.colorScheme}-${Date.now()}@quire.test`;
      const noAccess = page.getByTestId('no-access-page');

      // PRM-08: a visitor who is not signed in can open it.
      await page.goto(`${running.quire.url}/no-access`);
      await expect(noAccess.getByRole('heading', { name: 'No access to visit this page' })).toBeVisible();
      await expect(noAccess.getByTestId('no-access-signed-out')).toHaveText(
        'You are currently not logged in. Click here to login.',
      );
      await expect(noAccess.getByTestId('no-access-known-user')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('data-theme', variant.colorScheme);
      await expectNoSeriousA11yViolations(page);

      await noAccess.getByRole('button', { name: 'Download the app' }).click();
      await expect(
        page.getByText('Desktop and mobile apps for this server are not available yet.'),
      ).toBeVisible();
      await expectBackHomeGoesHome(page);
      await expect(page.getByTestId('workspace-sign-in')).toBeVisible();

      // LOG-30: "Click here" opens the login dialog; signing in there comes back to this address.
      await page.goto(`${running.quire.url}/no-access`);
      await noAccess.getByRole('button', { name: 'Click here' }).click();
      await completeSignInFromDialog(page, running.mailbox, email);
      await expect(page).toHaveURL(`${running.quire.url}/no-access`);

      // LOG-28 LOG-29: the signed-in user is named, offered another account and told whom to ask.
      const knownUser = noAccess.getByTestId('no-access-known-user');
      await expect(knownUser).toContainText(`You are signed in as ${email}. Sign in with another account`);
      await expect(knownUser).toContainText('Ask the owner of this page to give you access.');
      await expect(noAccess.getByTestId('no-access-signed-out')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      await noAccess.getByRole('button', { name: 'Sign in with another account' }).click();
      const dialog = page.getByTestId('login-dialog');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await expectBackHomeGoesHome(page);
      await expect(page.getByTestId('sidebar')).toBeVisible();
    },
    desktops,
  );
});
