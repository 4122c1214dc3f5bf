import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@quire/shared';
import { folderStore } from '../data';
import { installFakeApi } from '../data/test/fakeApi';
import { installFakeUploadServer } from '../test/fakeUploadServer';
import { FOLDER, PATCH_PAGE, WS, folder, renderPage } from './test/renderPage';

const BLOB = `http://api.test/api/file_storage/${WS}/v1/blob/page`;
const OVER_LIMIT = 'Your file is over 7 MB limit of the Free plan. Upgrade for unlimited uploads.';
const tint = { cover: { type: 'color', value: 'tint1' }, font: 'serif' };

let server: ReturnType<typeof installFakeUploadServer>;
beforeEach(() => {
  server = installFakeUploadServer();
});
afterEach(() => {
  server.restore();
  folderStore.reset();
  jest.restoreAllMocks();
});

const png = (name = 'sky.png', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** A grid page (no editor to load) with a colour cover, its cover menu open on the Upload tab. */
async function openUploadTab() {
  const api = installFakeApi({ [FOLDER]: folder({ layout: 1, extra: tint }), [PATCH_PAGE]: null });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Change cover' }));
  const menu = screen.getByTestId('cover-menu');
  await userEvent.click(within(menu).getByRole('tab', { name: 'Upload' }));
  return { api, menu, input: within(menu).getByLabelText('Image file') };
}

const patches = (api: ReturnType<typeof installFakeApi>) => api.requests.filter((r) => r.method === 'PATCH');

describe('a cover of one’s own', () => {
  it('API-MISC-29 ENT-23 ENT-25 / an uploaded picture goes to the page’s folder with its progress shown, then becomes a custom cover', async () => {
    const { api, menu, input } = await openUploadTab();
    const file = png();
    await userEvent.upload(input, file);
    await waitFor(() => {
      expect(server.sent).toHaveLength(1);
    });
    const [request] = server.sent;
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe(BLOB);
    expect(request?.headers['content-type']).toBe('image/png');
    expect(request?.body).toBe(file);
    act(() => {
      request?.progress(1024, 2048);
    });
    expect(await within(menu).findByRole('progressbar')).toHaveAttribute('value', '50');
    expect(patches(api)).toHaveLength(0);

    act(() => {
      request?.respond(200, { code: 0, data: { file_id: 'sky-1.png' }, message: '' });
    });
    await waitFor(() => {
      expect(patches(api)[0]?.body).toEqual({
        name: 'Plans',
        extra: { ...tint, cover: { type: 'custom', value: `${BLOB}/sky-1.png` } },
      });
    });
    expect(screen.queryByTestId('cover-menu')).not.toBeInTheDocument();
  });

  it('API-MISC-30 / a picture over the Free plan’s 7 MB is refused with the spec’s sentence; nothing is sent', async () => {
    const toast = jest.spyOn(notify, 'error');
    const { api, input } = await openUploadTab();
    await userEvent.upload(input, png('huge.png', 7 * 1024 * 1024 + 1));
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith(OVER_LIMIT);
    });
    expect(server.sent).toHaveLength(0);
    expect(patches(api)).toHaveLength(0);
  });

  it('API-MISC-32 / the server’s 413 reads the same as the Free plan’s limit', async () => {
    const toast = jest.spyOn(notify, 'error');
    const { api, input } = await openUploadTab();
    await userEvent.upload(input, png());
    await waitFor(() => {
      expect(server.sent).toHaveLength(1);
    });
    act(() => {
      server.sent[0]?.respond(413, { code: 413, message: 'too large' });
    });
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith(OVER_LIMIT);
    });
    expect(patches(api)).toHaveLength(0);
  });

  it('API-MISC-33 / a failed upload says so and the old cover stays', async () => {
    const toast = jest.spyOn(notify, 'error');
    const { api, input } = await openUploadTab();
    await userEvent.upload(input, png());
    await waitFor(() => {
      expect(server.sent).toHaveLength(1);
    });
    act(() => {
      server.sent[0]?.respond(500, { code: -1, message: 'disk full' });
    });
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith('Upload file failed.');
    });
    expect(toast.mock.calls.flat().join(' ')).not.toContain('disk full');
    expect(patches(api)).toHaveLength(0);
    expect(screen.getByTestId('page-cover')).toHaveAttribute('data-cover-value', 'tint1');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('only pictures are taken: another file is refused in words and never sent', async () => {
    const toast = jest.spyOn(notify, 'error');
    const { api, input } = await openUploadTab();
    await userEvent.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith('Only images can be used here. Choose a picture file.');
    });
    expect(server.sent).toHaveLength(0);
    expect(patches(api)).toHaveLength(0);
  });

  it('a picture dropped on the cover is uploaded and becomes the cover', async () => {
    const api = installFakeApi({ [FOLDER]: folder({ layout: 1, extra: tint }), [PATCH_PAGE]: null });
    renderPage();
    const cover = await screen.findByTestId('page-cover');
    const file = png('drop.png');
    fireEvent.drop(cover, { dataTransfer: { files: [file], types: ['Files'] } });
    await waitFor(() => {
      expect(server.sent).toHaveLength(1);
    });
    act(() => {
      server.sent[0]?.progress(512, 2048);
    });
    expect(await within(cover).findByRole('progressbar')).toHaveAttribute('value', '25');
    act(() => {
      server.sent[0]?.respond(200, { code: 0, data: { file_id: 'drop-1.png' }, message: '' });
    });
    await waitFor(() => {
      expect(patches(api)[0]?.body).toMatchObject({
        extra: { cover: { type: 'custom', value: `${BLOB}/drop-1.png` } },
      });
    });
  });

  it('a linked picture must be http or https; a good one becomes the cover', async () => {
    const api = installFakeApi({ [FOLDER]: folder({ layout: 1, extra: tint }), [PATCH_PAGE]: null });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Change cover' }));
    const menu = screen.getByTestId('cover-menu');
    await userEvent.click(within(menu).getByRole('tab', { name: 'Link' }));
    const field = within(menu).getByRole('textbox', { name: 'Image link' });
    await userEvent.type(field, 'javascript:alert(1)');
    await userEvent.click(within(menu).getByRole('button', { name: 'Use this image' }));
    expect(within(menu).getByRole('alert')).toHaveTextContent('http:// or https://');
    expect(patches(api)).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'https://example.com/photos/sea (1).jpg');
    await userEvent.click(within(menu).getByRole('button', { name: 'Use this image' }));
    await waitFor(() => {
      expect(patches(api)[0]?.body).toMatchObject({
        extra: { cover: { type: 'custom', value: 'https://example.com/photos/sea%20%281%29.jpg' } },
      });
    });
  });
});
