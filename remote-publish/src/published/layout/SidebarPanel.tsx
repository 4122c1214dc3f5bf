import { getRuntimeConfig } from '@quire/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 48px;
  padding: 0 12px 0 16px;
`;

const Logo = styled(Link)`
  color: var(--quire-text);
  font-size: 18px;
  font-weight: 700;
  letter-spacing: 0.02em;
  text-decoration: none;
`;

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 0 8px 16px;
`;

const Foot = styled.div`
  padding: 12px 16px;
  border-top: 1px solid var(--quire-border);
  color: var(--quire-text-secondary);
  font-size: 12px;
  & a {
    color: inherit;
    font-weight: 600;
  }
`;

/** The provider's site, from the runtime config; the server's own root when no config was loaded. */
function providerSite(): string {
  try {
    return getRuntimeConfig().links.website;
  } catch {
    return '/';
  }
}

/**
 * What the drawer and the phone's sheet hold: the logo (to /app, NAV-14), the page tree, and the 'Powered by'
 * footer opening the provider's site in a new tab (NAV-15). `action` sits beside the logo (collapse, close).
 */
export function SidebarPanel({ outline, action }: { outline: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Panel>
      <Head>
        <Logo to="/app" data-testid="publish-logo" title={t('publish.openApp', 'Open Quire')}>
          Quire
        </Logo>
        {action}
      </Head>
      <Scroll>{outline}</Scroll>
      <Foot>
        {t('publish.poweredBy', 'Powered by')}{' '}
        <a data-testid="publish-powered-by" href={providerSite()} target="_blank" rel="noopener noreferrer">
          Quire
        </a>
      </Foot>
    </Panel>
  );
}
