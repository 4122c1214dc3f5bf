import { expect, test, type Page } from '@playwright/test';
import { createDocumentPage } from '../support/documents.js';
import { quireWithMailbox } from '../support/quire-with-mailbox.js';
import { signInByMagicLink } from '../support/sign-in.js';
import { currentLocation } from '../support/workspace.js';

const running = quireWithMailbox();

const imageBlocks = (page: Page) =>
  page.locator('[data-testid="page-body"] .bn-block-content[data-content-type="image"]');

/**
 * Pastes a freshly drawn PNG of `side`² noisy pixels (noise does not compress: about 4 bytes a pixel) into
 * the editor, as the clipboard hands a copied image over.
 */
async function pasteNoiseImage(page: Page, side: number): Promise<number> {
  return page.evaluate(async (size) => {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d canvas');
    const pixels = context.createImageData(size, size);
    for (let index = 0; index < pixels.data.length; index += 1)
      pixels.data[index] = index % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob((made) => {
        if (made === null) reject(new Error('no png'));
        else resolve(made);
      }, 'image/png');
    });
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], 'noise.png', { type: 'image/png' }));
    const editable = document.querySelector('[data-testid="page-body"] .bn-editor');
    if (editable === null) throw new Error('no editor');
    editable.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
    return blob.size;
  }, side);
}

async function openNewDocument(page: Page, prefix: string): Promise<{ workspaceId: string; viewId: string }> {
  await signInByMagicLink(page, running.quire, running.mailbox, `${prefix}-${Date.now()}@quire.test`, '/app');
  const { workspaceId } = await currentLocation(page);
  const viewId = await createDocumentPage(page, running.quire.url, workspaceId, 'Pictures');
  await page.goto(`${running.quire.url}/app/${workspaceId}/${viewId}`);
  await expect(page.getByTestId('document-editor')).toHaveAttribute('data-ready', 'true', {
    timeout: 20_000,
  });
  await page.locator('[data-testid="page-body"] .bn-editor').click();
  await page.keyboard.type('Before the picture');
  return { workspaceId, viewId };
}

test('API-MISC-29 ENT-39 / a pasted image uploads with its progress shown, then shows, and is there after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { workspaceId, viewId } = await openNewDocument(page, 'upload');
  // A slow uplink (about 256 KB/s) so that the upload is seen on its way.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  const bytes = await pasteNoiseImage(page, 500);
  expect(bytes).toBeGreaterThan(700_000);

  const progress = page.getByTestId('upload-progress').getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect(page.getByTestId('upload-progress')).toContainText('noise.png');
  await expect(progress).toBeHidden({ timeout: 30_000 });
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const image = imageBlocks(page).locator('img');
  await expect(image).toHaveAttribute(
    'src',
    new RegExp(`/api/file_storage/${workspaceId}/v1/blob/${viewId}/[^/]+$`),
  );
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(500);
  await expect(page.getByTestId('document-sync-status')).toHaveAttribute('data-status', 'synced', {
    timeout: 15_000,
  });

  await page.reload();
  const reloaded = imageBlocks(page).locator('img');
  await expect(reloaded).toHaveAttribute('src', /\/api\/file_storage\//, { timeout: 20_000 });
  await expect.poll(() => reloaded.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(500);
  await expect(imageBlocks(page).getByRole('alert')).toHaveCount(0);
});

test('API-MISC-30 DLG-17 / a file over 7 MB is refused with the Free plan’s sentence; an image that cannot load says so in red', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openNewDocument(page, 'too-big');
  await page.evaluate(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(7 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    document
      .querySelector('[data-testid="page-body"] .bn-editor')
      ?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
      );
  });
  await expect(
    page.getByText('Your file is over 7 MB limit of the Free plan. Upgrade for unlimited uploads.'),
  ).toBeVisible();
  await expect(imageBlocks(page).locator('img')).toHaveCount(0);

  // An image whose address answers nothing an image can show.
  await page.locator('[data-testid="page-body"] .bn-editor').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('/image');
  await page.locator('.bn-suggestion-menu').getByText('Image', { exact: true }).click();
  await page.getByRole('tab', { name: /embed/i }).click();
  await page
    .getByPlaceholder(/url/i)
    .fill(`${running.quire.url}/api/file_storage/none/v1/blob/none/missing.png`);
  await page.getByRole('button', { name: /embed/i }).click();
  const failed = imageBlocks(page).getByRole('alert');
  await expect(failed).toHaveText('The image could not be loaded.');
  await expect(failed).toHaveCSS('color', /rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)/);
});
