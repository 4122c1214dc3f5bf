import { Button } from '@quire/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UploadTarget } from '../../editor/upload/editorUpload';
import { UploadProgress } from '../../editor/upload/UploadProgress';
import { dragHasFiles, droppedFile } from './imageSource';
import { useImageUpload } from './useImageUpload';

const Zone = styled.div<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 16px 12px;
  border: 1px dashed ${(props) => (props.$over ? 'var(--quire-primary)' : 'var(--quire-border)')};
  border-radius: var(--quire-radius-medium);
  background: ${(props) => (props.$over ? 'var(--quire-hover)' : 'transparent')};
  color: var(--quire-text-secondary);
  font-size: 13px;
  text-align: center;
`;

const Hidden = styled.input`
  display: none;
`;

interface Props {
  target: UploadTarget;
  /** The stored picture's address, once it is on the server. */
  onUploaded: (url: string) => void;
}

/** A tab of the cover and icon menus: choose a picture (or drop one here), upload it, see its progress. */
export function ImageUploadTab({ target, onUploaded }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const { uploads, busy, upload } = useImageUpload(target, onUploaded);
  const send = (file: File | null) => {
    if (file !== null && !busy) void upload(file);
  };
  return (
    <Zone
      data-testid="image-upload"
      $over={over}
      onDragOver={(event) => {
        if (!dragHasFiles(event.dataTransfer)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => {
        setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        send(droppedFile(event.dataTransfer));
      }}
    >
      <Button
        type="button"
        size="small"
        disabled={busy}
        onClick={() => {
          input.current?.click();
        }}
      >
        {t('workspace.image.choose', 'Choose an image')}
      </Button>
      <span>{t('workspace.image.dropHint', 'or drop one here. Images up to 7 MB on the Free plan.')}</span>
      <Hidden
        ref={input}
        type="file"
        accept="image/*"
        aria-label={t('workspace.image.file', 'Image file')}
        onChange={(event) => {
          send(event.target.files?.item(0) ?? null);
          event.target.value = '';
        }}
      />
      <UploadProgress uploads={uploads} />
    </Zone>
  );
}
