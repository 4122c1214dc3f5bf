import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AFWorkspace } from '../../data';

const Badge = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: var(--quire-radius-small);
  background: var(--quire-primary-soft);
  color: var(--quire-text);
  font-size: 13px;
  font-weight: 600;
`;

const Text = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Details = styled.span`
  color: var(--quire-text-secondary);
  font-size: 12px;
`;

/** The workspace's icon, or the first letter of its name on a tint when it has none. */
export function WorkspaceBadge({ workspace }: { workspace: AFWorkspace }) {
  const letter = Array.from(workspace.workspace_name.trim())[0]?.toUpperCase() ?? '?';
  return <Badge aria-hidden>{workspace.icon === '' ? letter : workspace.icon}</Badge>;
}

/**
 * One workspace in the switcher: badge, name and member count, plus the owner when another workspace of the
 * list has the same name (names are not unique, so two "Team"s must still be told apart).
 */
export function WorkspaceItemLabel({
  workspace,
  namesake,
}: {
  workspace: AFWorkspace;
  /** Another workspace in the list has this name. */
  namesake: boolean;
}) {
  const { t } = useTranslation();
  const count = workspace.member_count ?? null;
  const details = [
    count === null
      ? null
      : count === 1
        ? t('workspace.sidebar.oneMember', '1 member')
        : t('workspace.sidebar.memberCount', '{{count}} members', { count }),
    namesake && workspace.owner_name !== undefined && workspace.owner_name !== ''
      ? t('workspace.sidebar.ownedBy', 'owner: {{name}}', { name: workspace.owner_name })
      : null,
  ].filter((detail) => detail !== null);
  return (
    <>
      <WorkspaceBadge workspace={workspace} />
      <Text>
        <span dir="auto">{workspace.workspace_name}</span>
        {details.length > 0 && (
          <Details dir="auto" data-testid="workspace-item-details">
            {details.join(' · ')}
          </Details>
        )}
      </Text>
    </>
  );
}

/** The names that more than one workspace of the list carries. */
export function repeatedNames(list: readonly AFWorkspace[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const workspace of list) {
    const name = workspace.workspace_name.trim().toLocaleLowerCase();
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  return repeated;
}
