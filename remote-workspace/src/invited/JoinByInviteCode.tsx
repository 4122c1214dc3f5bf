import { AppError, Button, isAppError } from '@quire/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { StatusFrame } from '../app-frame/StatusFrame';
import { getInviteCodeInfo, joinByInviteCode, type InviteCodeInfo } from './api';

const Actions = styled.div`
  display: flex;
  gap: 12px;
  margin-top: 16px;
`;

const Problem = styled.p`
  color: var(--quire-error, #d32f2f);
`;

type Load =
  { status: 'loading' } | { status: 'loaded'; info: InviteCodeInfo } | { status: 'failed'; error: AppError };

function asAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  return new AppError('Internal', error instanceof Error ? error.message : String(error), { cause: error });
}

/**
 * `/app/invited/:code`: the page an invite link opens (signed in: the frame shows a sign-in prompt that comes
 * back here otherwise). It shows the workspace before anyone joins it.
 */
export function JoinByInviteCode() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [joining, setJoining] = useState(false);
  const [joinError, setJoinError] = useState<AppError | null>(null);

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    getInviteCodeInfo(code).then(
      (info) => {
        if (current) setLoad({ status: 'loaded', info });
      },
      (error: unknown) => {
        if (current) setLoad({ status: 'failed', error: asAppError(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [code]);

  const openWorkspace = (workspaceId: string) => {
    void navigate(`/app/${encodeURIComponent(workspaceId)}`);
  };

  const join = () => {
    setJoining(true);
    setJoinError(null);
    joinByInviteCode(code)
      .then(openWorkspace)
      .catch((error: unknown) => {
        setJoinError(asAppError(error));
        setJoining(false);
      });
  };

  // A code that never existed, was reset or turned off, or has lapsed: the server does not say which.
  const problem = (error: AppError) => (
    <Problem role="alert">
      {error.errorName === 'InvalidInvitationCode'
        ? t('workspace.invited.invalid', 'This invite link is invalid or has expired.')
        : t('workspace.invited.failed', 'The invite link could not be opened: {{message}}', {
            message: error.message,
          })}
    </Problem>
  );

  const body = () => {
    switch (load.status) {
      case 'loading':
        return <p>{t('workspace.invited.loading', 'Opening the invite link…')}</p>;
      case 'failed':
        return (
          <>
            {problem(load.error)}
            <Actions>
              <Button
                onClick={() => {
                  void navigate('/app');
                }}
              >
                {t('workspace.invited.home', 'Go to my workspace')}
              </Button>
            </Actions>
          </>
        );
      case 'loaded': {
        const { info } = load;
        return (
          <>
            <h1 dir="auto" data-testid="invited-workspace">
              {info.workspace_name}
            </h1>
            <p data-testid="invited-details">
              {t('workspace.invited.owner', 'Owner')}{' '}
              <bdi dir="auto" data-testid="invited-owner">
                {info.owner_name}
              </bdi>
              {' · '}
              {info.member_count === 1
                ? t('workspace.invited.oneMember', '1 member')
                : t('workspace.invited.members', '{{count}} members', { count: info.member_count })}
            </p>
            {info.is_member ? (
              <>
                <p>{t('workspace.invited.alreadyMember', 'You are already a member of this workspace.')}</p>
                <Actions>
                  <Button
                    variant="primary"
                    data-testid="invited-open"
                    onClick={() => {
                      openWorkspace(info.workspace_id);
                    }}
                  >
                    {t('workspace.invited.open', 'Open workspace')}
                  </Button>
                </Actions>
              </>
            ) : (
              <>
                <p>{t('workspace.invited.body', 'You have been invited to join this workspace.')}</p>
                {joinError !== null && problem(joinError)}
                <Actions>
                  <Button variant="primary" data-testid="invited-join" loading={joining} onClick={join}>
                    {t('workspace.invited.join', 'Join workspace')}
                  </Button>
                </Actions>
              </>
            )}
          </>
        );
      }
    }
  };

  return (
    <StatusFrame>
      <div data-testid="invited-page">{body()}</div>
    </StatusFrame>
  );
}
