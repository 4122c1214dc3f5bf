import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UploadTarget } from '../editor/upload/editorUpload';
import { UploadProgress } from '../editor/upload/UploadProgress';
import { dragHasFiles, droppedFile } from '../ui/imageInput/imageSource';
import { useImageUpload } from '../ui/imageInput/useImageUpload';
import { COVER_HEIGHT, coverStyle, type Cover } from './cover';
import { CoverMenu } from './CoverMenu';

const Area = styled.div<{ $mobile: boolean }>`
  position: relative;
  width: 100%;
  height: ${COVER_HEIGHT.viewport};
  min-height: ${COVER_HEIGHT.min}px;
  max-height: ${(props) => (props.$mobile ? COVER_HEIGHT.mobileMax : COVER_HEIGHT.max)}px;
  background-color: var(--quire-surface);
  /* As the published page draws a cover's image (coverStyle gives the image, not its placing). */
  background-size: cover;
  background-position: center;
  background-repeat: no-repeat;

  /* Shown on hover where there is hover; a touch screen (no hover) and the mobile layout always show it. */
  & > .cover-change {
    opacity: ${(props) => (props.$mobile ? 1 : 0)};
  }

  &:hover > .cover-change,
  & > .cover-change:focus-visible,
  & > .cover-change[aria-expanded='true'] {
    opacity: 1;
  }

  @media (hover: none) {
    & > .cover-change {
      opacity: 1;
    }
  }
`;

const Change = styled.button`
  position: absolute;
  right: 16px;
  bottom: 12px;
  min-height: 32px;
  padding: 4px 12px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-medium);
  background: var(--quire-surface-raised);
  color: var(--quire-text);
  font: inherit;
  font-size: 13px;
  cursor: pointer;
  box-shadow: var(--quire-shadow-popover);
  transition: opacity 0.15s;

  &:focus-visible {
    outline: 2px solid var(--quire-focus);
    outline-offset: 2px;
  }
`;

const Progress = styled.div`
  position: absolute;
  left: 16px;
  bottom: 4px;
  padding: 4px 8px 0;
  border-radius: var(--quire-radius-medium);
  background: var(--quire-surface-raised);
`;

interface Props {
  cover: Cover;
  mobile: boolean;
  /** Absent for a reader who may not edit the page: the cover shows without its picker. */
  onChange?: (cover: Cover) => void;
  /** Where an uploaded cover is stored: with it (and `onChange`) a picture can be uploaded or dropped here. */
  upload?: UploadTarget;
}

const noTarget: UploadTarget = { workspaceId: '', viewId: '' };
const ignore = () => undefined;

/**
 * The page's cover at 40vh between 130 and 288 px (180 px on mobile), with its picker; a picture dropped on it
 * is uploaded and becomes the cover (a custom image), its progress shown on the cover meanwhile.
 */
export function PageCover({ cover, mobile, onChange, upload }: Props) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const dropping = onChange !== undefined && upload !== undefined;
  const dropped = useImageUpload(upload ?? noTarget, (url) => {
    (onChange ?? ignore)({ type: 'custom', value: url });
  });
  return (
    <Area
      data-testid="page-cover"
      data-cover-type={cover.type}
      data-cover-value={cover.value}
      $mobile={mobile}
      style={coverStyle(cover) ?? undefined}
      {...(dropping
        ? {
            onDragOver: (event: DragEvent) => {
              if (dragHasFiles(event.dataTransfer)) event.preventDefault();
            },
            onDrop: (event: DragEvent) => {
              const file = droppedFile(event.dataTransfer);
              if (file === null || dropped.busy) return;
              event.preventDefault();
              void dropped.upload(file);
            },
          }
        : {})}
    >
      {dropped.busy && (
        <Progress>
          <UploadProgress uploads={dropped.uploads} />
        </Progress>
      )}
      {onChange !== undefined && (
        <Change
          type="button"
          className="cover-change"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuOpen((open) => !open);
          }}
        >
          {t('workspace.page.cover.change', 'Change cover')}
        </Change>
      )}
      {menuOpen && onChange !== undefined && (
        <CoverMenu
          onPick={onChange}
          {...(upload === undefined ? {} : { upload })}
          placement={{ top: '100%', right: '16px' }}
          onClose={() => {
            setMenuOpen(false);
          }}
        />
      )}
    </Area>
  );
}
