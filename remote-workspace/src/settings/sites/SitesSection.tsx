import { Button } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useWorkspaceRole } from '../../data';
import { clearPublishDefault, setNamespace, setPublishDefault, siteUrl } from '../../data/publishSite';
import { useReportFailure } from '../../ui/useReportFailure';
import { HomePageField } from './HomePageField';
import { NamespaceField } from './NamespaceField';
import { useSite } from './useSite';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Note = styled.p`
  margin: 0;
  color: var(--quire-text-secondary);
  font-size: 13px;
`;

/**
 * The Sites settings (where AppFlowy keeps them): the publish namespace with the address it gives, and the
 * home page `/{namespace}` opens. The Owner changes them; everyone else reads them.
 */
export function SitesSection({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const report = useReportFailure();
  const { state, reload } = useSite(workspaceId);
  const isOwner = useWorkspaceRole(workspaceId) === 'Owner';
  const [busy, setBusy] = useState(false);

  if (state.status === 'loading') {
    return <Note data-testid="sites-settings">{t('workspace.sites.loading', 'Loading…')}</Note>;
  }
  if (state.status === 'failed') {
    return (
      <Note data-testid="sites-settings" role="alert">
        {t('workspace.sites.failed', 'The site settings could not be read.')}{' '}
        <Button size="small" variant="ghost" onClick={() => void reload()}>
          {t('common.retry', 'Retry')}
        </Button>
      </Note>
    );
  }
  const { site } = state;
  const changeHome = (viewId: string | null) => {
    setBusy(true);
    (viewId === null ? clearPublishDefault(workspaceId) : setPublishDefault(workspaceId, viewId))
      .then(reload)
      .catch(report(t('workspace.sites.home.failure', 'The home page was not changed.')))
      .finally(() => {
        setBusy(false);
      });
  };
  return (
    <Body data-testid="sites-settings">
      {!isOwner && (
        <Note>
          {t('workspace.sites.ownerOnly', 'Only the workspace owner can change the site settings.')}
        </Note>
      )}
      <NamespaceField
        key={site.namespace}
        namespace={site.namespace}
        canEdit={isOwner}
        onSave={async (namespace) => {
          await setNamespace(workspaceId, site.namespace, namespace);
          await reload();
        }}
        onFailure={report(t('workspace.sites.namespace.failure', 'The namespace was not changed.'))}
      />
      <HomePageField
        current={site.home}
        pages={site.pages}
        canEdit={isOwner}
        busy={busy}
        onChange={changeHome}
      />
      <Note data-testid="home-page-url">
        {site.home === null
          ? t('workspace.sites.home.noneSet', 'With no home page, {{url}} alone shows nothing.', {
              url: siteUrl(site.namespace),
            })
          : t('workspace.sites.home.opens', '{{url}} opens the home page.', { url: siteUrl(site.namespace) })}
      </Note>
    </Body>
  );
}
