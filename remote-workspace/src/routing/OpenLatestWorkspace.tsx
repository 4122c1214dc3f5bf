import { Button, isAppError } from '@quire/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { StatusFrame } from '../app-frame/StatusFrame';
import { createWorkspace, getUserWorkspaces, openWorkspace } from '../data';
import { NameDialog } from '../sidebar/workspaces/NameDialog';

type Opening =
  | { status: 'opening' }
  | { status: 'opened'; workspaceId: string }
  | { status: 'none' }
  | { status: 'failed'; message: string };

/** The workspace `/app` opens: the user's latest (the visiting one), else the first they belong to. */
async function openLatest(): Promise<string | null> {
  const info = await getUserWorkspaces().catch((error: unknown) => {
    // The server's answer for a user without any workspace (the last one left or deleted).
    if (isAppError(error) && error.errorName === 'RecordNotFound') return null;
    throw error;
  });
  if (info === null) return null;
  const latest = info.visiting_workspace ?? info.workspaces[0] ?? null;
  if (latest === null) return null;
  await openWorkspace(latest.workspace_id);
  return latest.workspace_id;
}

/** `/app`: opens the latest workspace, then goes to it (its first page follows). */
export function OpenLatestWorkspace() {
  const { t } = useTranslation();
  const [opening, setOpening] = useState<Opening>({ status: 'opening' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    openLatest().then(
      (workspaceId) => {
        if (live) setOpening(workspaceId === null ? { status: 'none' } : { status: 'opened', workspaceId });
      },
      (error: unknown) => {
        if (live)
          setOpening({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  switch (opening.status) {
    case 'opened':
      return <Navigate to={`/app/${opening.workspaceId}`} replace />;
    case 'opening':
      return <StatusFrame>{t('workspace.frame.opening', 'Opening your workspace…')}</StatusFrame>;
    case 'none':
      return (
        <StatusFrame>
          <NoWorkspace
            onCreated={(workspaceId) => {
              setOpening({ status: 'opened', workspaceId });
            }}
          />
        </StatusFrame>
      );
    case 'failed':
      return (
        <StatusFrame>
          <p role="alert">
            {t('workspace.frame.openFailed', 'Your workspace could not be opened: {{message}}', {
              message: opening.message,
            })}
          </p>
          <Button
            onClick={() => {
              setOpening({ status: 'opening' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('common.retry', 'Retry')}
          </Button>
        </StatusFrame>
      );
  }
}

/** A user without any workspace can make one here (the sidebar's switcher needs a workspace to show). */
function NoWorkspace({ onCreated }: { onCreated: (workspaceId: string) => void }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <p data-testid="workspace-none">
        {t('workspace.frame.noWorkspace', 'You are not a member of any workspace.')}
      </p>
      {problem !== null && <p role="alert">{problem}</p>}
      <Button
        variant="primary"
        data-testid="workspace-none-create"
        onClick={() => {
          setCreating(true);
        }}
      >
        {t('workspace.sidebar.createWorkspace', 'Create workspace')}
      </Button>
      {creating && (
        <NameDialog
          title={t('workspace.sidebar.createWorkspace', 'Create workspace')}
          label={t('workspace.sidebar.workspaceName', 'Workspace name')}
          initial=""
          confirmLabel={t('workspace.sidebar.create', 'Create')}
          onClose={() => {
            setCreating(false);
          }}
          onSubmit={(name) => {
            setCreating(false);
            createWorkspace(name)
              .then((created) => openWorkspace(created.workspace_id).then(() => created.workspace_id))
              .then(onCreated, (error: unknown) => {
                setProblem(error instanceof Error ? error.message : String(error));
              });
          }}
        />
      )}
    </>
  );
}
