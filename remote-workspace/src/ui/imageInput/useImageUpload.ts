import { notify, uploadFile } from '@quire/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFailureText, type UploadTarget } from '../../editor/upload/editorUpload';
import { Uploads, useUploads } from '../../editor/upload/uploads';
import { isImageFile } from './imageSource';

export interface ImageUpload {
  /** The uploads in progress, for `UploadProgress`. */
  uploads: Uploads;
  /** Whether one is on its way (a second waits for it: one picture replaces the other anyway). */
  busy: boolean;
  /** Sends `file`; its address goes to `onUploaded`. A refusal is a toast, and nothing else changes. */
  upload: (file: File) => Promise<void>;
}

/**
 * Uploading a picture for a page (its cover or icon) into the page's folder on the server, the same way the
 * editor stores its files: only images, the Free plan's limit refused before a byte is sent (shared's
 * `uploadFile`), progress shown while it goes, and a failure told in the editor's words.
 */
export function useImageUpload(target: UploadTarget, onUploaded: (url: string) => void): ImageUpload {
  const { t } = useTranslation();
  const [uploads] = useState(() => new Uploads());
  const busy = useUploads(uploads).length > 0;
  const { workspaceId, viewId } = target;
  const upload = useCallback(
    async (file: File) => {
      if (!isImageFile(file)) {
        notify.error(t('workspace.image.notImage', 'Only images can be used here. Choose a picture file.'));
        return;
      }
      const id = uploads.start(file.name, file.size);
      try {
        const stored = await uploadFile(workspaceId, viewId, file, {
          onProgress: (sent, total) => {
            uploads.progress(id, sent, total);
          },
        });
        onUploaded(stored.url);
      } catch (error) {
        notify.error(uploadFailureText(t, error));
      } finally {
        uploads.finish(id);
      }
    },
    [workspaceId, viewId, onUploaded, uploads, t],
  );
  return { uploads, busy, upload };
}
