import { Button, Select } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useReportFailure } from '../ui/useReportFailure';
import { ASSIGNABLE_ROLES, changeMemberRole, removeMembers, type WorkspaceMember } from './api';
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

interface Props {
  workspaceId: string;
  members: WorkspaceMember[];
  /** Only an Owner changes roles and removes members; everyone else sees the list read-only. */
  canManage: boolean;
  onChanged: () => void;
}

/** The members of a workspace with their roles; the Owner row is never editable. */
export function MembersList({ workspaceId, members, canManage, onChanged }: Props) {
  const { t } = useTranslation();
  const [busyEmail, setBusyEmail] = useState<string | null>(null);
  const [removing, setRemoving] = useState<WorkspaceMember | null>(null);

  const report = useReportFailure();
  const run = (email: string, change: () => Promise<void>, what: string) => {
    setBusyEmail(email);
    change()
      .then(onChanged)
      .catch(report(what))
      .finally(() => {
        setBusyEmail(null);
      });
  };

  return (
    <>
      <List data-testid="members-list">
        {members.map((member) => {
          const editable = canManage && member.role !== 'Owner';
          return (
            <Row key={member.email} data-testid="member-row">
              <Who>
                <span dir="auto">{member.name === '' ? member.email : member.name}</span>
                {member.name !== '' && member.name !== member.email && (
                  <Secondary dir="auto">{member.email}</Secondary>
                )}
              </Who>
              {editable ? (
                <>
                  <Select
                    aria-label={t('workspace.settings.roleOf', 'Role of {{name}}', { name: member.email })}
                    value={member.role}
                    disabled={busyEmail === member.email}
                    onChange={(event) => {
                      const role = ASSIGNABLE_ROLES.find((candidate) => candidate === event.target.value);
                      if (role !== undefined)
                        run(
                          member.email,
                          () => changeMemberRole(workspaceId, member.email, role),
                          t('workspace.settings.failure.role', 'The role could not be changed.'),
                        );
                    }}
                  >
                    {ASSIGNABLE_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {roleLabel(role, t)}
                      </option>
                    ))}
                  </Select>
                  <Button
                    size="small"
                    variant="ghost"
                    disabled={busyEmail === member.email}
                    data-testid="member-remove"
                    onClick={() => {
                      setRemoving(member);
                    }}
                  >
                    {t('workspace.settings.remove', 'Remove')}
                  </Button>
                </>
              ) : (
                <Secondary data-testid="member-role">{roleLabel(member.role, t)}</Secondary>
              )}
            </Row>
          );
        })}
      </List>
      {removing !== null && (
        <ConfirmDialog
          title={t('workspace.settings.removeTitle', 'Remove {{name}} from the workspace?', {
            name: removing.name === '' ? removing.email : removing.name,
          })}
          message={t(
            'workspace.settings.removeWarning',
            'They lose access to the workspace’s pages at once. You can invite them again later.',
          )}
          confirmLabel={t('workspace.settings.remove', 'Remove')}
          onClose={() => {
            setRemoving(null);
          }}
          onConfirm={() => {
            const { email } = removing;
            setRemoving(null);
            run(
              email,
              () => removeMembers(workspaceId, [email]),
              t('workspace.settings.failure.remove', 'The member could not be removed.'),
            );
          }}
        />
      )}
    </>
  );
}
