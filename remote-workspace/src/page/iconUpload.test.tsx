import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@quire/shared';
import { folderStore, type ViewIcon } from '../data';
import { installFakeApi } from '../data/test/fakeApi';
import { installFakeUploadServer } from '../test/fakeUploadServer';
import { FOLDER, PATCH_PAGE, WS, folder, renderPage } from './test/renderPage';

const BLOB = `http://api.test/api/file_storage/${WS}/v1/blob/page`;

let server: ReturnType<typeof installFakeUploadServer>;
beforeEach(() => {
  server = installFakeUploadServer();
});
afterEach(() => {
  server.restore();
  folderStore.reset();
  jest.restoreAllMocks();
});

/** A grid page (no editor to load) with the given icon, its picker open on `tab`. */
async function openPicker(tab: string, icon: ViewIcon | null = null) {
  const api = installFakeApi({ [FOLDER]: folder({ layout: 1, icon }), [PATCH_PAGE]: null });
  renderPage();
  await userEvent.click(
    icon === null ? await screen.findByTestId('page-add-icon') : await screen.findByTestId('page-icon'),
  );
  const picker = screen.getByTestId('icon-picker');
  await userEvent.click(within(picker).getByRole('tab', { name: tab }));
  return { api, picker };
}

const patches = (api: ReturnType<typeof installFakeApi>) => api.requests.filter((r) => r.method === 'PATCH');

describe('a page icon of one’s own', () => {
  it('ENT-02 ENT-17 API-MISC-29 / an uploaded picture, its progress shown, becomes a URL icon (ty 1)', async () => {
    const { api, picker } = await openPicker('Upload');
    await userEvent.upload(
      within(picker).getByLabelText('Image file'),
      new File([new Uint8Array(100)], 'logo.webp', { type: 'image/webp' }),
    );
    await waitFor(() => {
      expect(server.sent.map((request) => [request.method, request.url])).toEqual([['PUT', BLOB]]);
    });
    act(() => {
      server.sent[0]?.progress(100, 100);
    });
    expect(await within(picker).findByRole('progressbar')).toHaveAttribute('value', '100');
    act(() => {
      server.sent[0]?.respond(200, { code: 0, data: { file_id: 'logo-1.webp' }, message: '' });
    });
    await waitFor(() => {
      expect(patches(api)[0]?.body).toEqual({ name: 'Plans', icon: { ty: 1, value: `${BLOB}/logo-1.webp` } });
    });
    expect(screen.queryByTestId('icon-picker')).not.toBeInTheDocument();
  });

  it('API-MISC-33 / a failed upload says so and the emoji stays', async () => {
    const toast = jest.spyOn(notify, 'error');
    const { api, picker } = await openPicker('Upload', { ty: 0, value: '🚀' });
    await userEvent.upload(
      within(picker).getByLabelText('Image file'),
      new File([new Uint8Array(100)], 'logo.png', { type: 'image/png' }),
    );
    await waitFor(() => {
      expect(server.sent).toHaveLength(1);
    });
    act(() => {
      server.sent[0]?.respond(502, 'Bad gateway');
    });
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith('Upload file failed.');
    });
    expect(patches(api)).toHaveLength(0);
    expect(screen.getByTestId('page-icon')).toHaveTextContent('🚀');
  });

  it('ENT-17 / a linked picture (https; http is upgraded or refused, see secureImage) becomes a URL icon', async () => {
    const { api, picker } = await openPicker('Link');
    const field = within(picker).getByRole('textbox', { name: 'Image link' });
    await userEvent.type(field, 'data:image/png;base64,AAAA');
    await userEvent.click(within(picker).getByRole('button', { name: 'Use this image' }));
    expect(within(picker).getByRole('alert')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'https://images.example.com/logo.png');
    await userEvent.click(within(picker).getByRole('button', { name: 'Use this image' }));
    await waitFor(() => {
      expect(patches(api)[0]?.body).toEqual({
        name: 'Plans',
        icon: { ty: 1, value: 'https://images.example.com/logo.png' },
      });
    });
    expect(server.sent).toHaveLength(0);
  });
});
