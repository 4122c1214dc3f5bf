import { Button, getRuntimeConfig, loadPageFont, pageFontFamily } from '@quire/shared';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageBreadcrumb } from '../breadcrumb';
import { useCanEditPages, useFolder, useRecordVisit, useView } from '../data';
import type { Handover } from '../editor';
import { useIsMobile } from '../mobile';
import { WorkspaceSettings } from '../settings';
import { FolderLoadFailure } from '../ui/FolderLoadFailure';
import { coverOf } from './cover';
import { PageBody } from './PageBody';
import { PageCover } from './PageCover';
import { PageHeader } from './PageHeader';
import { PageSettingsMenu } from './PageSettingsMenu';
import { PublishMenu } from './PublishMenu';
import { fontSizePx, lineHeight, pageFontClasses, pageFontOf } from './pageFont';
import { useDocumentTitle } from './useDocumentTitle';
import { usePageUpdate } from './usePageUpdate';
import { PagePresenceAvatars, PagePresenceProvider } from '../editor/presence/pagePresence';

/** Spec 000 §9 (CON-14). */
export const PAGE_CONTENT_MAX_WIDTH = 988;

const Article = styled.article`
  display: flex;
  flex-direction: column;
  min-height: 100%;
`;

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 15;
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 48px;
  padding: 0 12px;
  background: var(--quire-background);
`;

const Spacer = styled.div`
  flex: 1;
`;

const Content = styled.div<{ $mobile: boolean }>`
  width: 100%;
  max-width: ${PAGE_CONTENT_MAX_WIDTH}px;
  margin: 0 auto;
  padding: 0 ${(props) => (props.$mobile ? 16 : 48)}px;
  box-sizing: border-box;
`;

const Status = styled.p`
  padding: 24px;
  color: var(--quire-text-secondary);
`;

export interface PageViewProps {
  workspaceId: string;
  viewId: string;
}

/** The page at /app/:workspaceId/:viewId: breadcrumb and menus, cover, icon, title and the body. */
export function PageView({ workspaceId, viewId }: PageViewProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const folder = useFolder(workspaceId);
  const view = useView(viewId);
  const updates = usePageUpdate(workspaceId, viewId, view);
  const canEdit = useCanEditPages(workspaceId);
  useRecordVisit(workspaceId, viewId);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Text Enter split off the title, per page, for the editor to make its first paragraph (each split once).
  const [handedOver, setHandedOver] = useState<{ viewId: string; handover: Handover } | null>(null);
  const splits = useRef(0);
  const body = useRef<HTMLDivElement>(null);
  const font = pageFontOf(view?.extra ?? null);
  // AST-06: the chosen font comes from the font service the first time a page shows it.
  useEffect(() => {
    if (font.family !== null) loadPageFont(font.family, getRuntimeConfig().fontStylesheetUrl);
  }, [font.family]);
  // The title inherits the content's font; the editor draws with the theme's font token, overridden here too.
  const familyStyle =
    font.family === null
      ? undefined
      : ({
          fontFamily: pageFontFamily(font.family),
          '--quire-font-family': pageFontFamily(font.family),
        } as CSSProperties);
  const untitled = t('workspace.page.untitled', 'Untitled');
  useDocumentTitle(view === null ? null : view.name === '' ? untitled : view.name);

  const content = () => {
    if (view !== null) {
      const cover = coverOf(view.extra);
      const upload = { workspaceId, viewId };
      return (
        <>
          {cover !== null && (
            <PageCover
              cover={cover}
              mobile={mobile}
              {...(canEdit ? { onChange: updates.setCover, upload } : {})}
            />
          )}
          <Content $mobile={mobile} style={familyStyle} data-font={font.family ?? undefined}>
            <PageHeader
              readOnly={!canEdit}
              upload={upload}
              key={viewId}
              view={view}
              updates={updates}
              onSplit={(text) => {
                splits.current += 1;
                setHandedOver({ viewId, handover: { id: splits.current, text } });
              }}
              onFocusBody={() => {
                body.current?.focus();
              }}
            />
            <PageBody
              ref={body}
              workspaceId={workspaceId}
              viewId={viewId}
              layout={view.layout}
              readOnly={!canEdit}
              handedOver={handedOver?.viewId === viewId ? handedOver.handover : null}
            />
          </Content>
        </>
      );
    }
    switch (folder.status) {
      case 'idle':
      case 'loading':
        return <Status>{t('workspace.page.loading', 'Loading the page…')}</Status>;
      case 'failed':
        return (
          <FolderLoadFailure
            workspaceId={workspaceId}
            what={t('workspace.page.loadFailed', 'The page could not be loaded.')}
          />
        );
      case 'loaded':
        return (
          <Status role="alert">
            {t('workspace.page.notFound', 'This page does not exist, or it was moved to the trash.')}
          </Status>
        );
    }
  };

  return (
    <PagePresenceProvider>
      <Article
        data-testid="page-view"
        data-view-id={viewId}
        className={pageFontClasses(font)}
        style={{ fontSize: fontSizePx(font.fontLayout), lineHeight: lineHeight(font.lineHeightLayout) }}
      >
        <TopBar>
          <PageBreadcrumb workspaceId={workspaceId} viewId={viewId} mobile={mobile} />
          <Spacer />
          <PagePresenceAvatars />
          {view !== null && canEdit && <PageSettingsMenu font={font} onChange={updates.setFont} />}
          {view !== null && <PublishMenu workspaceId={workspaceId} viewId={viewId} canPublish={canEdit} />}
          <Button
            size="small"
            variant="ghost"
            data-testid="open-workspace-settings"
            onClick={() => {
              setSettingsOpen(true);
            }}
          >
            {t('workspace.settings.open', 'Settings')}
          </Button>
        </TopBar>
        {content()}
        <WorkspaceSettings
          workspaceId={workspaceId}
          open={settingsOpen}
          onClose={() => {
            setSettingsOpen(false);
          }}
        />
      </Article>
    </PagePresenceProvider>
  );
}
