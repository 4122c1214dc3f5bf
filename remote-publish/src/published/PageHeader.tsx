import { PageHeading } from '@quire/shared/render';
import { useTranslation } from 'react-i18next';
import { useMobileLayout } from './layout/useMobileLayout';
import type { PublishedView } from './publishedViewMeta';

const coverProps = { 'data-testid': 'publish-cover' };
const titleProps = { 'data-testid': 'publish-title' };

/**
 * The page's cover, icon and title as published, read-only (PUB-25, PUB-26, PUB-27): the frame's heading, which
 * the server draws the same way.
 */
export function PageHeader({ view }: { view: PublishedView }) {
  const { t } = useTranslation();
  const mobile = useMobileLayout();
  return (
    <PageHeading
      icon={view.icon}
      cover={view.cover}
      name={view.name || t('publish.untitled', 'Untitled')}
      mobile={mobile}
      coverProps={coverProps}
      titleProps={titleProps}
    />
  );
}
