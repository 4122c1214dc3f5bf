import { AppError, Button, isAppError } from '@quire/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { StatusFrame } from '../app-frame/StatusFrame';
import { decideAccessRequest, getAccessRequest, type AccessRequest } from './api';

const Actions = styled.div`
  display: flex;
  gap: 12px;
  margin-top: 16px;
`;

const Problem = styled.p`
  color: var(--quire-error);
`;

type Load =
  | { status: 'loading' }
  | { status: 'loaded'; request: AccessRequest }
  | { status: 'failed'; error: AppError };

type Outcome = 'approved' | 'rejected';

function asAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  return new AppError('Internal', error instanceof Error ? error.message : String(error), { cause: error });
}

/**
 * `/app/approve-request?request_id=…`, the link the Owner is mailed: who asks, for which page of which
 * workspace, and Approve (they become a Member) or Reject. Only the workspace's Owner may read it (the server
 * decides; others see why they cannot).
 */
export function ApproveRequest() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requestId = params.get('request_id') ?? '';
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [deciding, setDeciding] = useState<Outcome | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [decideError, setDecideError] = useState<AppError | null>(null);

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    if (requestId === '') {
      setLoad({ status: 'failed', error: new AppError('RecordNotFound') });
      return undefined;
    }
    getAccessRequest(requestId).then(
      (request) => {
        if (current) setLoad({ status: 'loaded', request });
      },
      (error: unknown) => {
        if (current) setLoad({ status: 'failed', error: asAppError(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [requestId]);

  const decide = (approve: boolean) => {
    setDeciding(approve ? 'approved' : 'rejected');
    setDecideError(null);
    decideAccessRequest(requestId, approve).then(
      () => {
        setOutcome(approve ? 'approved' : 'rejected');
        setDeciding(null);
      },
      (error: unknown) => {
        setDecideError(asAppError(error));
        setDeciding(null);
      },
    );
  };

  const problemText = (error: AppError): string => {
    if (error.errorName === 'NotEnoughPermissions')
      return t(
        'workspace.approveRequest.notOwner',
        'Only the owner of the workspace can review this request.',
      );
    if (error.errorName === 'RecordNotFound')
      return t('workspace.approveRequest.notFound', 'This access request does not exist.');
    if (error.errorName === 'AccessRequestAlreadyApproved')
      return t('workspace.approveRequest.alreadyApproved', 'This request was already approved.');
    if (error.errorName === 'AccessRequestAlreadyDenied')
      return t('workspace.approveRequest.alreadyRejected', 'This request was already rejected.');
    return t('workspace.approveRequest.failed', 'The request could not be handled: {{message}}', {
      message: error.message,
    });
  };

  const home = (workspaceId?: string) => (
    <Button
      data-testid="approve-request-open"
      onClick={() => {
        void navigate(workspaceId === undefined ? '/app' : `/app/${encodeURIComponent(workspaceId)}`);
      }}
    >
      {t('workspace.approveRequest.open', 'Open the workspace')}
    </Button>
  );

  const body = () => {
    switch (load.status) {
      case 'loading':
        return <p>{t('workspace.approveRequest.loading', 'Opening the access request…')}</p>;
      case 'failed':
        return (
          <>
            <Problem role="alert">{problemText(load.error)}</Problem>
            <Actions>{home()}</Actions>
          </>
        );
      case 'loaded': {
        const { request } = load;
        const who = request.requester.name === '' ? request.requester.email : request.requester.name;
        const decided =
          outcome ?? (request.status === 1 ? 'approved' : request.status === 2 ? 'rejected' : null);
        return (
          <>
            <h1>{t('workspace.approveRequest.title', 'Access request')}</h1>
            <p data-testid="approve-request-details">
              <bdi dir="auto" data-testid="approve-request-requester">
                {who}
              </bdi>{' '}
              ({request.requester.email}) {t('workspace.approveRequest.asks', 'asks for access to')}{' '}
              <bdi dir="auto" data-testid="approve-request-view">
                {request.view.name === ''
                  ? t('workspace.approveRequest.untitled', 'Untitled')
                  : request.view.name}
              </bdi>{' '}
              {t('workspace.approveRequest.in', 'in')}{' '}
              <bdi dir="auto" data-testid="approve-request-workspace">
                {request.workspace.workspace_name}
              </bdi>
            </p>
            {decided === null ? (
              <>
                <p>{t('workspace.approveRequest.body', 'Approving makes them a member of the workspace.')}</p>
                {decideError !== null && <Problem role="alert">{problemText(decideError)}</Problem>}
                <Actions>
                  <Button
                    variant="primary"
                    data-testid="approve-request-approve"
                    loading={deciding === 'approved'}
                    disabled={deciding !== null}
                    onClick={() => {
                      decide(true);
                    }}
                  >
                    {t('workspace.approveRequest.approve', 'Approve')}
                  </Button>
                  <Button
                    data-testid="approve-request-reject"
                    loading={deciding === 'rejected'}
                    disabled={deciding !== null}
                    onClick={() => {
                      decide(false);
                    }}
                  >
                    {t('workspace.approveRequest.reject', 'Reject')}
                  </Button>
                </Actions>
              </>
            ) : (
              <>
                <p role="status" data-testid="approve-request-outcome">
                  {decided === 'approved'
                    ? t('workspace.approveRequest.approved', '{{name}} is now a member of the workspace.', {
                        name: who,
                      })
                    : t('workspace.approveRequest.rejected', 'The request was rejected.')}
                </p>
                <Actions>{home(request.workspace.workspace_id)}</Actions>
              </>
            )}
          </>
        );
      }
    }
  };

  return (
    <StatusFrame>
      <div data-testid="approve-request-page">{body()}</div>
    </StatusFrame>
  );
}
