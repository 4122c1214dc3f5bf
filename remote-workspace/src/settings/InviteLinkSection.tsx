import { Button, Input, notify } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useReportFailure } from '../ui/useReportFailure';
import { createInviteCode, deleteInviteCode, inviteLinkUrl } from './api';
import { useInviteCode } from './useInviteCode';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;

  input {
    flex: 1 1 240px;
    width: auto;
    min-width: 0;
  }
`;

const Note = styled.p`
  margin: 0;
  color: var(--quire-text-secondary);
  font-size: 13px;
`;

interface Props {
  workspaceId: string;
  /** The Owner makes, replaces and turns off the link; Members only see and copy it. */
  canManage: boolean;
}

/** The workspace's invite link: anyone signed in who opens it can join as a Member. */
export function InviteLinkSection({ workspaceId, canManage }: Props) {
  const { t } = useTranslation();
  const report = useReportFailure();
  const { state, setCode, reload } = useInviteCode(workspaceId);
  const [busy, setBusy] = useState(false);
  const [confirmingOff, setConfirmingOff] = useState(false);

  const change = (request: () => Promise<string | null>) => {
    setBusy(true);
    request()
      .then(setCode)
      .catch(report(t('workspace.settings.failure.inviteLink', 'The invite link could not be changed.')))
      .finally(() => {
        setBusy(false);
      });
  };

  const copy = (url: string) => {
    navigator.clipboard.writeText(url).then(
      () => {
        notify.success(t('workspace.settings.linkCopied', 'Invite link copied'));
      },
      report(t('workspace.settings.failure.copy', 'The invite link could not be copied.')),
    );
  };

  switch (state.status) {
    case 'loading':
      return <Note>{t('workspace.settings.linkLoading', 'Loading the invite link…')}</Note>;
    case 'failed':
      return (
        <Note role="alert">
          {t('workspace.settings.linkFailed', 'The invite link could not be loaded: {{message}}', {
            message: state.message,
          })}{' '}
          <Button size="small" variant="ghost" onClick={reload}>
            {t('common.retry', 'Retry')}
          </Button>
        </Note>
      );
    case 'loaded': {
      const code = state.value;
      const url = code === null ? null : inviteLinkUrl(code);
      return (
        <div data-testid="invite-link">
          {url === null ? (
            <Note>
              {canManage
                ? t('workspace.settings.linkNoneOwner', 'There is no invite link. Create one to share it.')
                : t('workspace.settings.linkNone', 'The owner has not shared an invite link.')}
            </Note>
          ) : (
            <Note>
              {t(
                'workspace.settings.linkExplained',
                'Anyone with this link can join the workspace as a member.',
              )}
            </Note>
          )}
          <Row>
            {url !== null && (
              <>
                <Input
                  readOnly
                  dir="ltr"
                  data-testid="invite-link-url"
                  aria-label={t('workspace.settings.linkLabel', 'Invite link')}
                  value={url}
                  onFocus={(event) => {
                    event.target.select();
                  }}
                />
                <Button
                  size="small"
                  onClick={() => {
                    copy(url);
                  }}
                >
                  {t('workspace.settings.linkCopy', 'Copy')}
                </Button>
              </>
            )}
            {canManage && (
              <>
                <Button
                  size="small"
                  variant={url === null ? 'primary' : 'ghost'}
                  loading={busy}
                  onClick={() => {
                    change(() => createInviteCode(workspaceId));
                  }}
                >
                  {url === null
                    ? t('workspace.settings.linkCreate', 'Create link')
                    : t('workspace.settings.linkReset', 'Reset link')}
                </Button>
                {url !== null && (
                  <Button
                    size="small"
                    variant="ghost"
                    disabled={busy}
                    onClick={() => {
                      setConfirmingOff(true);
                    }}
                  >
                    {t('workspace.settings.linkOff', 'Turn off')}
                  </Button>
                )}
              </>
            )}
          </Row>
          {confirmingOff && (
            <ConfirmDialog
              title={t('workspace.settings.linkOffTitle', 'Turn off the invite link?')}
              message={t(
                'workspace.settings.linkOffWarning',
                'Nobody will be able to join with the current link. You can create a new one later.',
              )}
              confirmLabel={t('workspace.settings.linkOff', 'Turn off')}
              onClose={() => {
                setConfirmingOff(false);
              }}
              onConfirm={() => {
                setConfirmingOff(false);
                change(async () => {
                  await deleteInviteCode(workspaceId);
                  return null;
                });
              }}
            />
          )}
        </div>
      );
    }
  }
}
