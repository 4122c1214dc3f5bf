// A published page's one-at-a-time gallery (multi_image layout 0) and a person mention, read with JavaScript
// off (the server's HTML: every picture reachable by scrolling or through the arrows and thumbnails, which are
// anchors) and with it on (hydrated: the arrows and thumbnails scroll the strip, not the page or the address).
import { expect, test, type Locator } from '@playwright/test';
import { appendBlock, appendText, createDocumentPage } from '../support/documents.js';
import { publishPage } from '../support/publishing.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { currentLocation } from '../support/workspace.js';

const running = quireWithMailbox();

const pictures = [1, 2, 3].map((n) => ({ url: `/covers/m_cover_image_${String(n)}.png` }));

/** How far the strip is scrolled, in slides (0 for the first picture). */
const shownSlide = (gallery: Locator) =>
  gallery
    .locator('.quire-gallery-strip')
    .evaluate((strip) => Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth)));

test('ENT-39 a one-at-a-time gallery and a person mention on a published page, with JavaScript off and on', async ({
  page,
  browser,
}) => {
  await signInByMagicLink(page, running.quire, running.mailbox, `gallery-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const viewId = await createDocumentPage(page, running.quire.url, workspaceId, 'Harbour photos');
  await appendText(page, running.quire.url, workspaceId, viewId, 'Pictures from the harbour.');
  await appendBlock(page, running.quire.url, workspaceId, viewId, {
    id: 'gallery1',
    ty: 'multi_image',
    data: { images: pictures, layout: 0 },
  });
  await appendBlock(page, running.quire.url, workspaceId, viewId, {
    id: 'credit1',
    ty: 'paragraph',
    text: [
      { insert: 'Taken by ' },
      {
        insert: '$',
        attributes: {
          mention: { type: 'person', person_id: 'p-1', person_name: '<b>Ada</b>', page_id: viewId },
        },
      },
    ],
  });
  await publishPage(page, running.quire.url, workspaceId, viewId, { publish_name: 'harbour-photos' });
  const address = `${running.quire.url}/${workspaceId}/harbour-photos`;

  const offline = await browser.newContext({ javaScriptEnabled: false });
  try {
    const reader = await offline.newPage();
    await reader.goto(address);
    const gallery = reader.locator('#quire-published [data-block-id="gallery1"]');
    await expect(gallery.locator('.quire-gallery-slide img')).toHaveCount(3);
    await expect(gallery.locator('#gallery1-picture-1 .quire-gallery-counter')).toHaveText('1 / 3');
    expect(await shownSlide(gallery)).toBe(0);
    await gallery.locator('#gallery1-picture-1').getByRole('link', { name: 'Next picture' }).click();
    await expect.poll(() => shownSlide(gallery)).toBe(1);
    await gallery.getByRole('link', { name: 'Show picture 3' }).click();
    await expect.poll(() => shownSlide(gallery)).toBe(2);
    await expect(gallery.locator('#gallery1-picture-3 .quire-gallery-counter')).toBeInViewport();
    // The person: "@name" as text, not a link, its markup shown as written.
    const person = reader.locator('#quire-published .quire-mention-person');
    await expect(person).toHaveText('@<b>Ada</b>');
    await expect(reader.locator('#quire-published a.quire-mention-person')).toHaveCount(0);
  } finally {
    await offline.close();
  }

  const online = await browser.newContext();
  try {
    const reader = await online.newPage();
    const errors: string[] = [];
    reader.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await reader.goto(address);
    const gallery = reader.getByTestId('publish-document').locator('[data-block-id="gallery1"]');
    await expect(gallery.locator('.quire-gallery-slide img')).toHaveCount(3);
    const thumbnails = gallery.locator('.quire-gallery-thumbnail');
    await expect(thumbnails.nth(0)).toHaveAttribute('aria-current', 'true');
    const pageScroll = await reader.evaluate(() => window.scrollY);
    await gallery.locator('#gallery1-picture-1').getByRole('link', { name: 'Next picture' }).click();
    await expect.poll(() => shownSlide(gallery)).toBe(1);
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
    await thumbnails.nth(2).click();
    await expect.poll(() => shownSlide(gallery)).toBe(2);
    await expect(thumbnails.nth(2)).toHaveAttribute('aria-current', 'true');
    // Hydrated: the anchors scrolled the strip only, the address has no fragment.
    expect(new URL(reader.url()).hash).toBe('');
    expect(await reader.evaluate(() => window.scrollY)).toBe(pageScroll);
    await expect(reader.getByTestId('publish-document').locator('.quire-mention-person')).toHaveText(
      '@<b>Ada</b>',
    );
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  } finally {
    await online.close();
  }
});
