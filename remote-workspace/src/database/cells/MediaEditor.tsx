import { notify } from '@quire/shared';
import { safeHref } from '@quire/shared/render';
import { shortId } from '@quire/shared/collab';
import { useContext, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { writeCell } from '../data/commands';
import { uploadFailureText } from '../../editor/upload/editorUpload';
import { EditorBox, exitOf, type CellEditorProps } from './editorTypes';
import {
  fileTypeOf,
  MAX_MEDIA_FILES,
  mediaFiles,
  mediaInput,
  MediaUploadContext,
  type MediaFile,
} from './mediaCell';

const List = styled.ul`
  margin: 0;
  padding: 4px;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  gap: 6px;
  align-items: center;
  padding: 4px 6px;
`;

const Link = styled.a`
  overflow: hidden;
  color: var(--quire-primary);
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Button = styled.button`
  margin: 4px 8px 8px;
  padding: 4px 8px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-small);
  background: transparent;
  color: var(--quire-text);
  font: inherit;
  cursor: pointer;

  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

const Remove = styled.button`
  margin-left: auto;
  border: 0;
  background: transparent;
  color: var(--quire-text-secondary);
  cursor: pointer;
`;

/**
 * A media cell: its files (each a link that opens in a new tab, each removable) and "Upload a file", which
 * sends the file to the file service in the page's folder and adds it in AppFlowy's media cell JSON.
 */
export function MediaEditor({ store, field, row, onClose }: CellEditorProps) {
  const { t } = useTranslation();
  const upload = useContext(MediaUploadContext);
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const files = mediaFiles(row.cells[field.id]?.data);
  const save = (next: readonly MediaFile[]) => {
    writeCell(store, row.id, field.id, mediaInput(next));
  };
  const send = async (file: File) => {
    const workspaceId = store.databaseSync?.target.workspaceId;
    if (workspaceId === undefined) return;
    setBusy(true);
    try {
      const stored = await upload(workspaceId, store.pageViewId, file);
      // Read again: the cell may have changed while the file was on its way.
      const now = mediaFiles(store.getSnapshot()?.rows.get(row.id)?.cells[field.id]?.data);
      if (now.length >= MAX_MEDIA_FILES) return;
      save([
        ...now,
        {
          id: shortId(10),
          name: file.name,
          url: stored.url,
          upload_type: 'CloudMedia',
          file_type: fileTypeOf(file.type),
        },
      ]);
    } catch (error) {
      notify.error(uploadFailureText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <EditorBox
      tabIndex={-1}
      onKeyDown={(event) => {
        const exit = exitOf(event);
        if (exit === undefined || exit === 'down') return;
        event.preventDefault();
        event.stopPropagation();
        onClose(exit === 'cancel' ? 'stay' : exit);
      }}
      onBlur={(event) => {
        if (!busy && !event.currentTarget.contains(event.relatedTarget)) onClose('stay');
      }}
    >
      <List aria-label={t('workspace.database.media.files', 'Files')}>
        {files.map((file) => {
          const href = safeHref(file.url);
          return (
            <Item key={file.id === '' ? file.url : file.id}>
              {href === undefined ? (
                <span>{file.name}</span>
              ) : (
                <Link href={href} target="_blank" rel="noopener noreferrer nofollow">
                  {file.name === '' ? file.url : file.name}
                </Link>
              )}
              <Remove
                type="button"
                aria-label={t('workspace.database.media.remove', 'Remove {{name}}', { name: file.name })}
                onClick={() => {
                  save(files.filter((other) => other !== file));
                }}
              >
                ×
              </Remove>
            </Item>
          );
        })}
      </List>
      <Button
        type="button"
        autoFocus
        disabled={busy || files.length >= MAX_MEDIA_FILES}
        onClick={() => picker.current?.click()}
      >
        {busy
          ? t('workspace.database.media.uploading', 'Uploading…')
          : t('workspace.database.media.upload', 'Upload a file')}
      </Button>
      <input
        ref={picker}
        type="file"
        hidden
        aria-label={t('workspace.database.media.choose', 'Choose a file')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file !== undefined) void send(file);
        }}
      />
    </EditorBox>
  );
}
