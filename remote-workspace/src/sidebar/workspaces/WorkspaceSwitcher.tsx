import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { createWorkspace, leaveWorkspace, openWorkspace, renameWorkspace } from '../../data';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Menu, MenuItem } from '../Menu';
import { useReportFailure } from '../../ui/useReportFailure';
import { useSidebarLocation } from '../SidebarContext';
import { NameDialog } from './NameDialog';
import { WorkspaceBadge, WorkspaceItemLabel, repeatedNames } from './WorkspaceItem';
import { useWorkspaces } from './useWorkspaces';

const Wrap = styled.div`
  position: relative;
  padding: 8px;
`;

const Current = styled.button.attrs({ type: 'button' })`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  padding: 6px 8px;
  border: none;
  border-radius: var(--quire-radius-small, 4px);
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: var(--quire-hover, rgba(31, 35, 41, 0.06));
  }
`;

const CurrentName = styled.span`
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

type Dialogs = 'none' | 'create' | 'rename' | 'leave';

/** The current workspace, and a menu to open another, create one, rename (Owner) or leave the current one. */
export function WorkspaceSwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const report = useReportFailure();
  const { workspaceId } = useSidebarLocation();
  const [workspaces, reload] = useWorkspaces();
  const [menu, setMenu] = useState(false);
  const [dialog, setDialog] = useState<Dialogs>('none');
  const list = workspaces.status === 'loaded' ? workspaces.value : [];
  const current = list.find((w) => w.workspace_id === workspaceId);
  const namesakes = repeatedNames(list);
  // The server lets only the Owner rename the workspace or change its icon (Members are refused with 1012).
  const canRename = current?.role === 'Owner';
  const closeDialog = () => {
    setDialog('none');
  };

  const open = (id: string) => {
    setMenu(false);
    openWorkspace(id).then(
      () => navigate(`/app/${id}`),
      report(t('workspace.sidebar.failure.openWorkspace', 'The workspace could not be opened.')),
    );
  };

  return (
    <Wrap>
      <Current
        data-testid="workspace-switcher"
        aria-haspopup="menu"
        aria-expanded={menu}
        onClick={() => {
          setMenu(!menu);
        }}
      >
        {current !== undefined && <WorkspaceBadge workspace={current} />}
        <CurrentName dir="auto">
          {current === undefined ? t('workspace.sidebar.workspace', 'Workspace') : current.workspace_name}
        </CurrentName>
        <span aria-hidden>▾</span>
      </Current>
      {menu && (
        <Menu
          label={t('workspace.sidebar.workspaces', 'Workspaces')}
          onClose={() => {
            setMenu(false);
          }}
          testId="workspace-menu"
        >
          {list.map((workspace) => (
            <MenuItem
              key={workspace.workspace_id}
              data-testid={`workspace-item-${workspace.workspace_id}`}
              aria-current={workspace.workspace_id === workspaceId}
              onClick={() => {
                open(workspace.workspace_id);
              }}
            >
              <WorkspaceItemLabel
                workspace={workspace}
                namesake={namesakes.has(workspace.workspace_name.trim().toLocaleLowerCase())}
              />
              {workspace.workspace_id === workspaceId && <span aria-hidden>✓</span>}
            </MenuItem>
          ))}
          {workspaces.status === 'failed' && <p role="alert">{workspaces.message}</p>}
          <hr />
          <MenuItem
            data-testid="workspace-create"
            onClick={() => {
              setMenu(false);
              setDialog('create');
            }}
          >
            {t('workspace.sidebar.createWorkspace', 'Create workspace')}
          </MenuItem>
          {canRename && (
            <MenuItem
              data-testid="workspace-rename"
              onClick={() => {
                setMenu(false);
                setDialog('rename');
              }}
            >
              {t('workspace.sidebar.renameWorkspace', 'Rename workspace')}
            </MenuItem>
          )}
          <MenuItem
            data-testid="workspace-leave"
            onClick={() => {
              setMenu(false);
              setDialog('leave');
            }}
          >
            {t('workspace.sidebar.leaveWorkspace', 'Leave workspace')}
          </MenuItem>
        </Menu>
      )}
      {dialog === 'create' && (
        <NameDialog
          title={t('workspace.sidebar.createWorkspace', 'Create workspace')}
          label={t('workspace.sidebar.workspaceName', 'Workspace name')}
          initial=""
          confirmLabel={t('workspace.sidebar.create', 'Create')}
          onClose={closeDialog}
          onSubmit={(name) => {
            closeDialog();
            createWorkspace(name).then((created) => {
              reload();
              open(created.workspace_id);
            }, report);
          }}
        />
      )}
      {dialog === 'rename' && canRename && (
        <NameDialog
          title={t('workspace.sidebar.renameWorkspace', 'Rename workspace')}
          label={t('workspace.sidebar.workspaceName', 'Workspace name')}
          initial={current.workspace_name}
          confirmLabel={t('workspace.sidebar.save', 'Save')}
          onClose={closeDialog}
          onSubmit={(name) => {
            closeDialog();
            renameWorkspace(workspaceId, name).then(
              reload,
              report(t('workspace.sidebar.failure.renameWorkspace', 'The workspace could not be renamed.')),
            );
          }}
        />
      )}
      {dialog === 'leave' && (
        <ConfirmDialog
          title={t('workspace.sidebar.leaveTitle', 'Leave “{{name}}”?', {
            name: current?.workspace_name ?? '',
          })}
          message={t(
            'workspace.sidebar.leaveWarning',
            'You will lose access to its pages until someone invites you again.',
          )}
          confirmLabel={t('workspace.sidebar.leave', 'Leave')}
          onClose={closeDialog}
          onConfirm={() => {
            closeDialog();
            leaveWorkspace(workspaceId).then(
              () => navigate('/app'),
              report(t('workspace.sidebar.failure.leave', 'You could not leave the workspace.')),
            );
          }}
        />
      )}
    </Wrap>
  );
}
