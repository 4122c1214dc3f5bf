import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFavorites } from '../../data';
import { useSidebarLocation } from '../SidebarContext';
import { SectionHeader } from './SectionHeader';
import { useViewList } from './useViewList';
import { ViewLinkList } from './ViewLinkList';

export function FavoritesSection() {
  const { t } = useTranslation();
  const { workspaceId } = useSidebarLocation();
  const [open, setOpen] = useState(true);
  const list = useViewList(workspaceId, getFavorites);
  return (
    <section data-testid="sidebar-favorites">
      <SectionHeader
        open={open}
        onToggle={() => {
          setOpen(!open);
        }}
      >
        {t('workspace.sidebar.favorites', 'Favourites')}
      </SectionHeader>
      {open && <ViewLinkList list={list} testIdPrefix="favorite" />}
    </section>
  );
}
