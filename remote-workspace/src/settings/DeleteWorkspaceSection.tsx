import { Button, Dialog, TextField, notify } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { deleteWorkspace, folderStore } from '../data';

const Explained = styled.p`
  margin: 0;
  color: var(--quire-text-secondary);
  font-size: 13px;
`;

interface Props {
  workspaceId: string;
  workspaceName: string;
  /** Closes the settings once the workspace is gone. */
  onDeleted: () => void;
}

/**
 * The Owner deletes the workspace: irreversible, so the confirmation asks for its name (Enter confirms only
 * once it matches). Afterwards `/app` opens another of the user's workspaces, or offers to create one.
 */
export function DeleteWorkspaceSection({ workspaceId, workspaceName, onDeleted }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const close = () => {
    setConfirming(false);
    setTyped('');
    setProblem(null);
  };
  const confirm = () => {
    if (deleting) return;
    if (typed.trim() !== workspaceName.trim()) {
      setProblem(t('workspace.settings.deleteNameMismatch', 'The name does not match.'));
      return;
    }
    setDeleting(true);
    deleteWorkspace(workspaceId).then(
      () => {
        notify.success(t('workspace.settings.deleted', '“{{name}}” was deleted.', { name: workspaceName }));
        folderStore.forget(workspaceId);
        onDeleted();
        void navigate('/app', { replace: true });
      },
      (error: unknown) => {
        setDeleting(false);
        setProblem(error instanceof Error ? error.message : String(error));
      },
    );
  };

  return (
    <>
      <Explained>
        {t(
          'workspace.settings.deleteExplained',
          'Deletes every page, space and file in it and removes all members. This cannot be undone.',
        )}
      </Explained>
      <div>
        <Button
          variant="danger"
          size="small"
          data-testid="workspace-delete"
          onClick={() => {
            setConfirming(true);
          }}
        >
          {t('workspace.settings.deleteWorkspace', 'Delete workspace')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        title={t('workspace.settings.deleteConfirmTitle', 'Delete “{{name}}” for good?', {
          name: workspaceName,
        })}
        onClose={close}
        onConfirm={confirm}
        confirmLabel={t('workspace.settings.deleteWorkspace', 'Delete workspace')}
        confirmTestId="workspace-delete-confirm"
        danger
      >
        <TextField
          autoFocus
          data-testid="workspace-delete-name"
          label={t('workspace.settings.deleteTypeName', 'Type the workspace’s name to confirm')}
          placeholder={workspaceName}
          value={typed}
          error={problem}
          onChange={(value) => {
            setTyped(value);
            setProblem(null);
          }}
        />
      </Dialog>
    </>
  );
}
