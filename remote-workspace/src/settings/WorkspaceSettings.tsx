import { Button, Dialog, useCurrentUser } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useWorkspaceName } from '../data';
import { DeleteWorkspaceSection } from './DeleteWorkspaceSection';
import { InviteForm } from './InviteForm';
import { InviteLinkSection } from './InviteLinkSection';
import { MembersList } from './MembersList';
import { PendingInvitations } from './PendingInvitations';
import { SitesSection } from './sites/SitesSection';
import { TabBar } from '../ui/TabBar';
import { useMembers } from './useMembers';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-bottom: 20px;

  h3 {
    margin: 0;
    font-size: 14px;
    font-weight: 600;
  }
`;

const Note = styled.p`
  margin: 0;
  color: var(--quire-text-secondary);
  font-size: 13px;
`;

export interface WorkspaceSettingsProps {
  workspaceId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Workspace settings, in two tabs. Members: the members with their roles and the invite link; for the Owner
 * also invitations, pending invitations and member changes (guests see only the member list). Sites: the
 * publish namespace and the home page (`sites/`).
 */
export function WorkspaceSettings({ workspaceId, open, onClose }: WorkspaceSettingsProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'members' | 'sites'>('members');
  return (
    <Dialog open={open} onClose={onClose} title={t('workspace.settings.title', 'Workspace settings')}>
      {open && (
        <>
          <TabBar
            tabs={[
              { id: 'members', label: t('workspace.settings.tabMembers', 'Members') },
              { id: 'sites', label: t('workspace.settings.tabSites', 'Sites') },
            ]}
            selected={tab}
            onSelect={setTab}
          />
          {tab === 'members' ? (
            <MembersSection workspaceId={workspaceId} onClose={onClose} />
          ) : (
            <SitesSection workspaceId={workspaceId} />
          )}
        </>
      )}
    </Dialog>
  );
}

function MembersSection({ workspaceId, onClose }: { workspaceId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const workspaceName = useWorkspaceName(workspaceId);
  const { user } = useCurrentUser();
  const { state, reload } = useMembers(workspaceId);
  const [invitationsGeneration, setInvitationsGeneration] = useState(0);
  const invited = () => {
    reload();
    setInvitationsGeneration((value) => value + 1);
  };

  switch (state.status) {
    case 'loading':
      return (
        <Note data-testid="workspace-settings">{t('workspace.settings.loading', 'Loading members…')}</Note>
      );
    case 'failed':
      return (
        <Note data-testid="workspace-settings" role="alert">
          {t('workspace.settings.failed', 'The members could not be loaded: {{message}}', {
            message: state.message,
          })}{' '}
          <Button size="small" variant="ghost" onClick={reload}>
            {t('common.retry', 'Retry')}
          </Button>
        </Note>
      );
    case 'loaded': {
      // The server says which member is the signed-in user only through the e-mail address.
      const me = state.value.find((member) => member.email === user?.email);
      const isOwner = me?.role === 'Owner';
      const seesInviteLink = isOwner || me?.role === 'Member';
      return (
        <div data-testid="workspace-settings">
          {isOwner ? (
            <>
              <Section>
                <h3>{t('workspace.settings.inviteTitle', 'Invite people')}</h3>
                <InviteForm workspaceId={workspaceId} onInvited={invited} />
              </Section>
              <Section>
                <h3>{t('workspace.settings.pendingTitle', 'Pending invitations')}</h3>
                <PendingInvitations workspaceId={workspaceId} generation={invitationsGeneration} />
              </Section>
            </>
          ) : (
            <Note>
              {t('workspace.settings.ownerOnly', 'Only the workspace owner can invite or change members.')}
            </Note>
          )}
          {seesInviteLink && (
            <Section>
              <h3>{t('workspace.settings.linkTitle', 'Invite link')}</h3>
              <InviteLinkSection workspaceId={workspaceId} canManage={isOwner} />
            </Section>
          )}
          <Section>
            <h3>{t('workspace.settings.membersTitle', 'Members')}</h3>
            <MembersList
              workspaceId={workspaceId}
              members={state.value}
              canManage={isOwner}
              onChanged={reload}
            />
          </Section>
          {isOwner && (
            <Section>
              <h3>{t('workspace.settings.dangerTitle', 'Delete this workspace')}</h3>
              <DeleteWorkspaceSection
                workspaceId={workspaceId}
                workspaceName={workspaceName}
                onDeleted={onClose}
              />
            </Section>
          )}
        </div>
      );
    }
  }
}
