// The screens every interface test runs on: both themes, a desktop and a phone viewport. A test loops over
// `variants` and opens each with `openVariant`, so that a defect fixed for one theme or size is checked in all four.
import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

export interface Variant {
  name: string;
  colorScheme: 'light' | 'dark';
  phone: boolean;
}

export const variants: readonly Variant[] = [
  { name: 'light desktop', colorScheme: 'light', phone: false },
  { name: 'dark desktop', colorScheme: 'dark', phone: false },
  { name: 'light phone', colorScheme: 'light', phone: true },
  { name: 'dark phone', colorScheme: 'dark', phone: true },
];

/** A fresh context for `variant` (a phone is Pixel 7 in Chromium: touch, 412 px wide, a mobile user agent). */
export async function openVariant(
  browser: Browser,
  variant: Variant,
): Promise<{ context: BrowserContext; page: Page }> {
  const size = variant.phone ? devices['Pixel 7'] : { viewport: { width: 1280, height: 800 } };
  const context = await browser.newContext({ ...size, colorScheme: variant.colorScheme });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Runs `body` once for each of `which` (all four by default), each as a test step named after its variant, in a
 * fresh context of its own that is closed afterwards, whatever happens.
 */
export async function inEachVariant(
  browser: Browser,
  body: (page: Page, variant: Variant) => Promise<void>,
  which: readonly Variant[] = variants,
): Promise<void> {
  for (const variant of which) {
    await test.step(variant.name, async () => {
      const { context, page } = await openVariant(browser, variant);
      try {
        await body(page, variant);
      } finally {
        await context.close();
      }
    });
  }
}

/**
 * axe-core on what the page shows now: no serious or critical violation. Colour contrast is part of it, so a
 * screen unreadable in one theme fails here.
 */
export async function expectNoSeriousA11yViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (include !== undefined) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => {
        // Colour contrast says which colours it measured: the quickest way to the rule that set them.
        const measured = node.any[0]?.data as {
          fgColor?: string;
          bgColor?: string;
          contrastRatio?: number;
        } | null;
        const colours =
          measured?.fgColor === undefined
            ? ''
            : ` (${measured.fgColor} on ${measured.bgColor ?? '?'}: ${String(measured.contrastRatio)})`;
        return `${node.target.join(' ')} ${node.html.slice(0, 160)}${colours}`;
      }),
    }));
  expect(serious).toEqual([]);
}
