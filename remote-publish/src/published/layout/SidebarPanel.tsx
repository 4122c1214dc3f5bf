import { getRuntimeConfig } from '@quire/shared';
import { FramePanel } from '@quire/shared/render';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adoptServerOutline } from '../serverRendered';

/** The provider's site, from the runtime config; the server's own root when no config was loaded. */
function providerSite(): string {
  try {
    return getRuntimeConfig().links.website;
  } catch {
    return '/';
  }
}

/**
 * The page list the server drew in its drawer, moved here until the remote's tree has loaded: the drawer does
 * not go blank when the remote takes the page over. Nothing when the page was not drawn by the server.
 */
function ServerOutline() {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const list = adoptServerOutline();
    if (list !== null) host.current?.append(list);
  }, []);
  return <div ref={host} />;
}

/**
 * What the drawer and the phone's sheet hold: the logo (to /app, NAV-14), the page tree, and the 'Powered by'
 * footer opening the provider's site in a new tab (NAV-15). `action` sits beside the logo (collapse, close).
 */
export function SidebarPanel({ outline, action }: { outline: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <FramePanel
      logo={
        <Link
          className="quire-frame-logo"
          to="/app"
          data-testid="publish-logo"
          title={t('publish.openApp', 'Open Quire')}
        >
          Quire
        </Link>
      }
      action={action}
      foot={
        <>
          {t('publish.poweredBy', 'Powered by')}{' '}
          <a data-testid="publish-powered-by" href={providerSite()} target="_blank" rel="noopener noreferrer">
            Quire
          </a>
        </>
      }
    >
      {outline ?? <ServerOutline />}
    </FramePanel>
  );
}
