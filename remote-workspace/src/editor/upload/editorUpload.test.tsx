import { AppError, notify, type UploadOptions, type uploadFile } from '@quire/shared';
import { act, render, screen } from '@testing-library/react';
import { getI18n } from 'react-i18next';
import { editorUpload } from './editorUpload';
import { UploadProgress } from './UploadProgress';
import { Uploads } from './uploads';

type Send = typeof uploadFile;

/** An upload the test drives: its progress and its outcome. */
function controlledSend() {
  let options: UploadOptions = {};
  let settle: { resolve: (url: string) => void; reject: (error: unknown) => void } | undefined;
  const calls: [string, string, Blob][] = [];
  const send: Send = (workspaceId, parentDir, file, given = {}) => {
    calls.push([workspaceId, parentDir, file]);
    options = given;
    return new Promise((resolve, reject) => {
      settle = {
        resolve: (url) => {
          resolve({ fileId: 'f.png', url });
        },
        reject,
      };
    });
  };
  return {
    send,
    calls,
    progress: (sent: number, total: number) => options.onProgress?.(sent, total),
    resolve: (url: string) => settle?.resolve(url),
    reject: (error: unknown) => settle?.reject(error),
  };
}

const target = { workspaceId: 'ws-1', viewId: 'page-1' };
const t = getI18n().t.bind(getI18n());

describe('the editor’s file upload', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('API-MISC-29 / stores the file in the page’s folder, shows its progress while it goes, and answers its address', async () => {
    const uploads = new Uploads();
    const upload = controlledSend();
    render(<UploadProgress uploads={uploads} />);
    const file = new File([new Uint8Array(2000)], 'photo.png', { type: 'image/png' });
    let url: string | undefined;
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = editorUpload(target, uploads, t, upload.send)(file).then((answer) => (url = answer));
    });
    expect(upload.calls).toEqual([['ws-1', 'page-1', file]]);
    expect(await screen.findByRole('progressbar')).toHaveAttribute('value', '0');
    act(() => upload.progress(1000, 2000));
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '50');
    expect(screen.getByText(/photo\.png: 50%/)).toBeInTheDocument();
    act(() => upload.progress(2000, 2000));
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '100');
    await act(async () => {
      upload.resolve('http://files/ws-1/page-1/f.png');
      await pending;
    });
    expect(url).toBe('http://files/ws-1/page-1/f.png');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('API-MISC-30 / a file over the Free plan’s limit is told with the spec’s sentence; the block is left empty', async () => {
    const toast = jest.spyOn(notify, 'error');
    const upload = controlledSend();
    const uploads = new Uploads();
    const pending = editorUpload(target, uploads, t, upload.send)(new File(['x'], 'big.mov'));
    upload.reject(new AppError('SingleUploadLimitExceeded', 'File size is too large.', { code: 413 }));
    expect(await pending).toBe('');
    expect(toast).toHaveBeenCalledWith(
      'Your file is over 7 MB limit of the Free plan. Upgrade for unlimited uploads.',
    );
    expect(uploads.current()).toEqual([]);
  });

  it('API-MISC-33 / any other failure says the upload failed', async () => {
    const toast = jest.spyOn(notify, 'error');
    const upload = controlledSend();
    const pending = editorUpload(target, new Uploads(), t, upload.send)(new File(['x'], 'a.pdf'));
    upload.reject(new AppError('Unhandled', 'Upload file failed.'));
    expect(await pending).toBe('');
    expect(toast).toHaveBeenCalledWith('Upload file failed.');
  });
});
