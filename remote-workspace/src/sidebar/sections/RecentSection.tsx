import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRecent, useVisitCount } from '../../data';
import { useSidebarLocation } from '../SidebarContext';
import { SectionHeader } from './SectionHeader';
import { useViewList } from './useViewList';
import { ViewLinkList } from './ViewLinkList';

export function RecentSection() {
  const { t } = useTranslation();
  const { workspaceId } = useSidebarLocation();
  const [open, setOpen] = useState(false);
  const list = useViewList(workspaceId, getRecent, String(useVisitCount()));
  return (
    <section data-testid="sidebar-recent">
      <SectionHeader
        open={open}
        onToggle={() => {
          setOpen(!open);
        }}
      >
        {t('workspace.sidebar.recent', 'Recent')}
      </SectionHeader>
      {open && <ViewLinkList list={list} testIdPrefix="recent" />}
    </section>
  );
}
