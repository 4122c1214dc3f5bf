import { expect, test, type Page } from '@playwright/test';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';

const running = quireWithMailbox();

/** Every Content-Security-Policy violation the page reports, from the moment it starts loading. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('quireReportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { quireReportViolation: (text: string) => void })
        .quireReportViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

test('SEC / the login page and the workspace run under the Content-Security-Policy without a violation', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const response = await page.goto(`${running.quire.url}/login`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByTestId('login-continue')).toBeVisible();

  await signInByMagicLink(page, running.quire, running.mailbox, `csp-${Date.now()}@quire.test`, '/app');
  await expect(page.locator('[data-testid^="sidebar-space-"]').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('SEC / an inline script is refused by the policy (the test can see a violation)', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto(`${running.quire.url}/login`);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.quireInline = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(
    await page.evaluate(() => (window as unknown as { quireInline?: boolean }).quireInline),
  ).toBeUndefined();
});
