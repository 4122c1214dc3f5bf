import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { layoutName, takeNewPage, type FolderView } from '../data';
import type { UploadTarget } from '../editor/upload/editorUpload';
import { coverOf, type Cover } from './cover';
import { CoverMenu } from './CoverMenu';
import { ViewIconView } from '../sidebar/icons/ViewIconView';
import { PageIcon } from './PageIcon';
import { PageTitle } from './PageTitle';
import type { PageUpdates } from './usePageUpdate';
import { HeaderButton } from './HeaderButton';

const Controls = styled.div`
  position: relative;
  display: flex;
  gap: 4px;
  min-height: 28px;
  margin: 8px 0;
`;

interface Props {
  view: FolderView;
  updates: PageUpdates;
  onSplit: (remainder: string) => void;
  onFocusBody: () => void;
  /** A guest reads the page: no icon, cover or title changes are offered. */
  readOnly: boolean;
  /** Where an uploaded icon or cover is stored (the page's folder). */
  upload: UploadTarget;
}

/**
 * Icon and title of a page (with 'Add cover' while it has none), each saved through the page-view PATCH.
 * The cover itself spans the whole page width, so PageView places it above the content column.
 */
export function PageHeader({ view, updates, onSplit, onFocusBody, readOnly, upload }: Props) {
  const { t } = useTranslation();
  const [coverMenuOpen, setCoverMenuOpen] = useState(false);
  const hasCover = coverOf(view.extra) !== null;
  // Only a document has a body that can take the text after the caret.
  const splits = layoutName(view.layout) === 'document';
  const pickCover = (cover: Cover) => {
    updates.setCover(cover);
  };
  if (readOnly) {
    return (
      <>
        {view.icon !== null && (
          <Controls>
            <ViewIconView icon={view.icon} layout={view.layout} />
          </Controls>
        )}
        <PageTitle
          name={view.name}
          onRename={updates.rename}
          onSplit={onSplit}
          onFocusBody={onFocusBody}
          readOnly
        />
      </>
    );
  }
  return (
    <>
      <Controls>
        <PageIcon icon={view.icon} layout={view.layout} onChange={updates.setIcon} upload={upload} />
        {!hasCover && (
          <HeaderButton
            type="button"
            data-testid="page-add-cover"
            aria-expanded={coverMenuOpen}
            onClick={() => {
              setCoverMenuOpen((open) => !open);
            }}
          >
            {t('workspace.page.cover.add', 'Add cover')}
          </HeaderButton>
        )}
        {coverMenuOpen && !hasCover && (
          <CoverMenu
            onPick={pickCover}
            removable={false}
            upload={upload}
            placement={{ top: '100%', left: '0' }}
            onClose={() => {
              setCoverMenuOpen(false);
            }}
          />
        )}
      </Controls>
      <PageTitle
        name={view.name}
        onRename={updates.rename}
        onSplit={onSplit}
        onFocusBody={onFocusBody}
        splits={splits}
        isNewPage={() => takeNewPage(view.view_id)}
      />
    </>
  );
}
