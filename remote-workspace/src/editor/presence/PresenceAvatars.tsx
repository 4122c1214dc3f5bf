import { Tooltip, type Collaborator, type CollabPresence } from '@quire/shared';
import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Row = styled.ul`
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Avatar = styled.span`
  display: grid;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  place-items: center;
  color: #fff;
  font-size: 11px;
  font-weight: 600;
`;

const noCollaborators = () => () => undefined;

interface Person {
  id: string;
  name: string;
  color: string;
}

/**
 * The people among `collaborators` (several tabs of one person are one), as text: a snapshot that stays equal
 * while only their carets move, so a co-editor's every key does not render the avatars again.
 */
function peopleOf(collaborators: readonly Collaborator[]): string {
  const people = new Map(collaborators.map((c) => [c.user.id, c.user]));
  return JSON.stringify([...people.values()].map(({ id, name, color }): Person => ({ id, name, color })));
}

function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean);
  return ((words[0]?.[0] ?? '?') + (words[1]?.[0] ?? '')).toUpperCase();
}

/** Who else has this page open: one avatar per person (several tabs of one person are one), named on hover (CON-09). */
export function PresenceAvatars({ presence }: { presence: CollabPresence | null }) {
  const { t } = useTranslation();
  const snapshot = useSyncExternalStore(presence?.subscribe ?? noCollaborators, () =>
    presence === null ? '[]' : peopleOf(presence.collaborators()),
  );
  const people = useMemo(() => JSON.parse(snapshot) as Person[], [snapshot]);
  if (people.length === 0) return null;
  return (
    <Row data-testid="presence-avatars" aria-label={t('workspace.editor.presence.label', 'Also here')}>
      {people.map((user) => (
        <li key={user.id}>
          <Tooltip label={user.name}>
            <Avatar
              role="img"
              aria-label={user.name}
              style={{ backgroundColor: user.color }}
              data-testid="presence-avatar"
            >
              {initials(user.name)}
            </Avatar>
          </Tooltip>
        </li>
      ))}
    </Row>
  );
}
