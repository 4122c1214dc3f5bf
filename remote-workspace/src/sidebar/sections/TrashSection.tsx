import { Button } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTrash, useFolderActions, type TrashView } from '../../data';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useReportFailure } from '../../ui/useReportFailure';
import { useSidebarLocation } from '../SidebarContext';
import { RowName, TreeList, TreeRow } from '../TreeRow';
import { SectionHeader } from './SectionHeader';
import { useViewList } from './useViewList';

type Confirming = { kind: 'one'; view: TrashView } | { kind: 'all' } | null;

/** Trashed pages: restore or delete one, restore or delete all; deleting is confirmed first. */
export function TrashSection() {
  const { t } = useTranslation();
  const { workspaceId } = useSidebarLocation();
  const actions = useFolderActions();
  const report = useReportFailure();
  const trashFailed = t('workspace.sidebar.failure.trashAction', 'The trash could not be updated.');
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const list = useViewList(workspaceId, getTrash);
  const views = list.status === 'loaded' ? list.views : [];
  const untitled = t('workspace.sidebar.untitled', 'Untitled');

  const confirmDelete = () => {
    if (confirming === null) return;
    const work =
      confirming.kind === 'all'
        ? actions.deleteAllFromTrash(workspaceId)
        : actions.deleteFromTrash(workspaceId, confirming.view.view_id);
    setConfirming(null);
    work.catch(report(trashFailed));
  };

  return (
    <section data-testid="sidebar-trash">
      <SectionHeader
        open={open}
        onToggle={() => {
          setOpen(!open);
        }}
      >
        {t('workspace.sidebar.trash', 'Trash')}
        {views.length > 0 && ` (${String(views.length)})`}
      </SectionHeader>
      {open && list.status === 'failed' && <p role="alert">{list.message}</p>}
      {open && list.status === 'loaded' && views.length === 0 && (
        <p>{t('workspace.sidebar.trashEmpty', 'The trash is empty')}</p>
      )}
      {open && views.length > 0 && (
        <>
          <TreeList>
            {views.map((view) => (
              <li key={view.view_id}>
                <TreeRow data-testid={`trash-item-${view.view_id}`} $depth={0} $selected={false} $drop={null}>
                  <RowName as="span">{view.name.trim() === '' ? untitled : view.name}</RowName>
                  <Button
                    size="small"
                    variant="ghost"
                    data-testid={`trash-restore-${view.view_id}`}
                    onClick={() => {
                      actions.restoreFromTrash(workspaceId, view.view_id).catch(report(trashFailed));
                    }}
                  >
                    {t('workspace.sidebar.restore', 'Restore')}
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    data-testid={`trash-delete-${view.view_id}`}
                    onClick={() => {
                      setConfirming({ kind: 'one', view });
                    }}
                  >
                    {t('workspace.sidebar.delete', 'Delete')}
                  </Button>
                </TreeRow>
              </li>
            ))}
          </TreeList>
          <Button
            size="small"
            data-testid="trash-restore-all"
            onClick={() => {
              actions.restoreAllFromTrash(workspaceId).catch(report(trashFailed));
            }}
          >
            {t('workspace.sidebar.restoreAll', 'Restore all')}
          </Button>{' '}
          <Button
            size="small"
            variant="danger"
            data-testid="trash-delete-all"
            onClick={() => {
              setConfirming({ kind: 'all' });
            }}
          >
            {t('workspace.sidebar.deleteAll', 'Delete all')}
          </Button>
        </>
      )}
      {confirming !== null && (
        <ConfirmDialog
          title={
            confirming.kind === 'all'
              ? t('workspace.sidebar.deleteAllTitle', 'Delete all pages in the trash?')
              : t('workspace.sidebar.deleteOneTitle', 'Delete “{{name}}” for good?', {
                  name: confirming.view.name.trim() === '' ? untitled : confirming.view.name,
                })
          }
          message={t('workspace.sidebar.deleteWarning', 'Deleted pages cannot be restored.')}
          confirmLabel={t('workspace.sidebar.delete', 'Delete')}
          onConfirm={confirmDelete}
          onClose={() => {
            setConfirming(null);
          }}
        />
      )}
    </section>
  );
}
