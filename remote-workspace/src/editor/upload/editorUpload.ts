import { isUploadOverLimit, notify, uploadFile } from '@quire/shared';
import type { TFunction } from 'i18next';
import type { Uploads } from './uploads';

export interface UploadTarget {
  workspaceId: string;
  /** The page the file belongs to: its folder on the server. */
  viewId: string;
}

/** The sentence a failed upload shows (API-MISC-30: the Free plan's limit has its own). */
export function uploadFailureText(t: TFunction, error: unknown): string {
  return isUploadOverLimit(error)
    ? t(
        'workspace.upload.overLimit',
        'Your file is over 7 MB limit of the Free plan. Upgrade for unlimited uploads.',
      )
    : t('workspace.upload.failed', 'Upload file failed.');
}

/**
 * The upload function handed to BlockNote (paste, drop and the file panel call it with the block that will
 * show the file): the file goes to the page's folder with its progress in `uploads`, and the answer is the
 * address the block then shows. A refusal is told in a toast and answers no address, so the block stays
 * empty to try again and no promise is left rejected inside BlockNote.
 */
export function editorUpload(
  target: UploadTarget,
  uploads: Uploads,
  t: TFunction,
  send: typeof uploadFile = uploadFile,
): (file: File) => Promise<string> {
  return async (file) => {
    const id = uploads.start(file.name, file.size);
    try {
      const stored = await send(target.workspaceId, target.viewId, file, {
        onProgress: (sent, total) => {
          uploads.progress(id, sent, total);
        },
      });
      return stored.url;
    } catch (error) {
      notify.error(uploadFailureText(t, error));
      return '';
    } finally {
      uploads.finish(id);
    }
  };
}
