import { Button, Input, Select, isValidSignInEmail, notify } from '@quire/shared';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ASSIGNABLE_ROLES, inviteMembers, type AssignableRole } from './api';
import { roleLabel } from './roleLabel';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;

  input {
    flex: 1 1 200px;
    width: auto;
    min-width: 0;
  }
`;

const Problem = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: var(--quire-error);
  font-size: 13px;
`;

/** Invites one e-mail address with a role (`POST /api/workspace/{id}/invite`); the server mails the link. */
export function InviteForm({ workspaceId, onInvited }: { workspaceId: string; onInvited: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('Member');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidSignInEmail(address)) {
      setProblem(t('workspace.settings.invalidEmail', 'Enter a valid e-mail address.'));
      return;
    }
    setProblem(null);
    setSending(true);
    inviteMembers(workspaceId, [{ email: address, role }])
      .then(() => {
        notify.success(t('workspace.settings.invited', 'Invitation sent to {{email}}', { email: address }));
        setEmail('');
        onInvited();
      })
      .catch((error: unknown) => {
        setProblem(error instanceof Error ? error.message : String(error));
      })
      .finally(() => {
        setSending(false);
      });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Input
        type="email"
        maxLength={254}
        data-testid="invite-email"
        aria-label={t('workspace.settings.inviteEmail', 'E-mail address to invite')}
        placeholder={t('workspace.settings.inviteEmailPlaceholder', 'name@example.com')}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
        }}
      />
      <Select
        aria-label={t('workspace.settings.inviteRole', 'Role of the invited person')}
        value={role}
        onChange={(event) => {
          const chosen = ASSIGNABLE_ROLES.find((candidate) => candidate === event.target.value);
          if (chosen !== undefined) setRole(chosen);
        }}
      >
        {ASSIGNABLE_ROLES.map((option) => (
          <option key={option} value={option}>
            {roleLabel(option, t)}
          </option>
        ))}
      </Select>
      <Button type="submit" variant="primary" data-testid="invite-submit" loading={sending}>
        {t('workspace.settings.invite', 'Invite')}
      </Button>
      {problem !== null && <Problem role="alert">{problem}</Problem>}
    </Form>
  );
}
