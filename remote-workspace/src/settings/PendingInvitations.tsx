import { Button } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useReportFailure } from '../ui/useReportFailure';
import { useLoad } from '../ui/useLoad';
import { listSentInvitations, revokeInvitation, type SentInvitation } from './api';
import { roleLabel } from './roleLabel';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 0;
  border-bottom: 1px solid var(--quire-border);
`;

const Who = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Secondary = styled.span`
  color: var(--quire-text-secondary);
  font-size: 13px;
`;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Whole days left, rounded up so an invitation that has not lapsed never reads "0 days". */
function daysLeft(expiresAt: string, now: number): number {
  return Math.max(1, Math.ceil((Date.parse(expiresAt) - now) / DAY_MS));
}

interface Props {
  workspaceId: string;
  /** Bumped by the settings after an invitation is sent, so the list shows it. */
  generation: number;
}

/** The Owner's e-mail invitations that nobody has accepted yet, each revocable. */
export function PendingInvitations({ workspaceId, generation }: Props) {
  const { t } = useTranslation();
  const report = useReportFailure();
  const { state: load, reload } = useLoad(
    () => listSentInvitations(workspaceId),
    `${workspaceId}:${String(generation)}`,
  );
  const [revoking, setRevoking] = useState<SentInvitation | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const revoke = (invitation: SentInvitation) => {
    setBusyId(invitation.invite_id);
    revokeInvitation(workspaceId, invitation.invite_id)
      .then(reload)
      .catch(report(t('workspace.settings.failure.revoke', 'The invitation could not be revoked.')))
      .finally(() => {
        setBusyId(null);
      });
  };

  switch (load.status) {
    case 'loading':
      return <Secondary>{t('workspace.settings.pendingLoading', 'Loading invitations…')}</Secondary>;
    case 'failed':
      return (
        <Secondary role="alert">
          {t('workspace.settings.pendingFailed', 'The invitations could not be loaded: {{message}}', {
            message: load.message,
          })}
        </Secondary>
      );
    case 'loaded': {
      if (load.value.length === 0)
        return <Secondary>{t('workspace.settings.pendingNone', 'No pending invitations.')}</Secondary>;
      const now = Date.now();
      return (
        <>
          <List data-testid="pending-invitations">
            {load.value.map((invitation) => {
              const days = daysLeft(invitation.expires_at, now);
              const expiry = invitation.expired
                ? t('workspace.settings.pendingExpired', 'expired')
                : days === 1
                  ? t('workspace.settings.pendingExpiresOneDay', 'expires in 1 day')
                  : t('workspace.settings.pendingExpiresDays', 'expires in {{days}} days', { days });
              return (
                <Row key={invitation.invite_id} data-testid="pending-invitation">
                  <Who>
                    <span dir="auto">{invitation.email}</span>
                    <Secondary>
                      {roleLabel(invitation.role, t)} · {expiry}
                    </Secondary>
                  </Who>
                  <Button
                    size="small"
                    variant="ghost"
                    disabled={busyId === invitation.invite_id}
                    onClick={() => {
                      setRevoking(invitation);
                    }}
                  >
                    {t('workspace.settings.revoke', 'Revoke')}
                  </Button>
                </Row>
              );
            })}
          </List>
          {revoking !== null && (
            <ConfirmDialog
              title={t('workspace.settings.revokeTitle', 'Revoke the invitation?')}
              message={t(
                'workspace.settings.revokeWarning',
                'The invitation sent to {{email}} will stop working.',
                { email: revoking.email },
              )}
              confirmLabel={t('workspace.settings.revoke', 'Revoke')}
              onClose={() => {
                setRevoking(null);
              }}
              onConfirm={() => {
                const invitation = revoking;
                setRevoking(null);
                revoke(invitation);
              }}
            />
          )}
        </>
      );
    }
  }
}
