import { Button } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UploadTarget } from '../editor/upload/editorUpload';
import { ImageLinkTab } from '../ui/imageInput/ImageLinkTab';
import { ImageUploadTab } from '../ui/imageInput/ImageUploadTab';
import { TabBar } from '../ui/TabBar';
import type { Cover } from './cover';
import { CoverGallery } from './CoverGallery';
import { Popover } from './Popover';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 12px;
`;

type Tab = 'gallery' | 'upload' | 'link';

interface Props {
  onPick: (cover: Cover) => void;
  onClose: () => void;
  /** Offer "Remove cover" (not while the page has no cover to remove). */
  removable?: boolean;
  placement: { top?: string; right?: string; left?: string };
  /** Where an uploaded cover is stored (the page's folder); without it only the gallery and links are offered. */
  upload?: UploadTarget;
}

/**
 * The cover picker: the gallery (colours, gradients, built-in images), a picture of one's own uploaded or
 * linked (AppFlowy's custom image cover, `{type: 'custom', value: url}`), or no cover.
 */
export function CoverMenu({ onPick, onClose, placement, removable = true, upload }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('gallery');
  const pick = (cover: Cover) => {
    onPick(cover);
    onClose();
  };
  const custom = (url: string) => {
    pick({ type: 'custom', value: url });
  };
  const tabs: { id: Tab; label: string }[] = [
    { id: 'gallery', label: t('workspace.page.cover.gallery', 'Gallery') },
    ...(upload === undefined
      ? []
      : [{ id: 'upload' as const, label: t('workspace.image.upload', 'Upload') }]),
    { id: 'link', label: t('workspace.image.linkTab', 'Link') },
  ];
  return (
    <Popover
      testId="cover-menu"
      label={t('workspace.page.cover.menu', 'Choose a cover')}
      onClose={onClose}
      placement={placement}
    >
      <TabBar tabs={tabs} selected={tab} onSelect={setTab} />
      {tab === 'gallery' && <CoverGallery pick={pick} />}
      {tab === 'upload' && upload !== undefined && <ImageUploadTab target={upload} onUploaded={custom} />}
      {tab === 'link' && <ImageLinkTab onLink={custom} />}
      {removable && (
        <Footer>
          <Button
            type="button"
            size="small"
            variant="secondary"
            onClick={() => {
              pick({ type: 'none', value: '' });
            }}
          >
            {t('workspace.page.cover.remove', 'Remove cover')}
          </Button>
        </Footer>
      )}
    </Popover>
  );
}
