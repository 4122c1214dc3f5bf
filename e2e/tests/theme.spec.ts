import { expect, test } from '@playwright/test';

const html = (page: import('@playwright/test').Page) => page.locator('html');

test('I18N-01 I18N-02 / the first visit follows the system preference', async ({ browser }) => {
  for (const colorScheme of ['dark', 'light'] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto('/404');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(html(page)).toHaveAttribute('data-theme', colorScheme);
    await context.close();
  }
});

test('KEY-02 CCH-19 / mod+shift+l toggles the theme, the choice is saved under dark-mode and survives a reload', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto('/app');
  await expect(page.getByTestId('workspace-app')).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');

  await page.keyboard.press('Control+Shift+L');
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('dark-mode'))).toBe('true');

  await page.reload();
  await expect(page.getByTestId('workspace-app')).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');

  await page.keyboard.press('Control+Shift+L');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await context.close();
});

test('PUB-10 / ?theme= forces the theme over the saved choice', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto('/some-namespace/some-page?theme=dark');
  await expect(page.getByTestId('publish-page')).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.goto('/404?theme=light');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await context.close();
});
