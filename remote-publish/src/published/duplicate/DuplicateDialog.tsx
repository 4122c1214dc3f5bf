import { Dialog, Select, isAppError, notify } from '@quire/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePublishApi } from '../PublishApiContext';
import { appPathOf, duplicatePublished } from './duplicateApi';
import { useDestinations } from './useDestinations';

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
  font-size: 14px;
`;

const Note = styled.p`
  margin: 0 0 12px;
  color: var(--quire-text-secondary);
  font-size: 14px;
`;

const Problem = styled.p`
  margin: 0 0 12px;
  color: var(--quire-error);
  font-size: 14px;
`;

/** A labelled choice among named items (the visitor's workspaces, a workspace's spaces). */
function ChoiceField(props: {
  label: string;
  testId: string;
  value: string | null | undefined;
  choices: readonly { id: string; name: string }[];
  disabled?: boolean;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <Field htmlFor={id}>
      {props.label}
      <Select
        id={id}
        data-testid={props.testId}
        value={props.value ?? ''}
        disabled={props.disabled}
        onChange={(event) => {
          props.onChange(event.target.value);
        }}
      >
        {props.choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export interface DuplicateDialogProps {
  viewId: string;
  layout: number;
  /** A protected page's password, as the reader typed it (the server checks it again). */
  password: string | undefined;
  onClose: () => void;
}

/**
 * Chooses one of the visitor's workspaces (Owner or Member) and a space in it, then copies the page there; on
 * success a toast links to the copy in /app and the dialog closes.
 */
export function DuplicateDialog({ viewId, layout, password, onClose }: DuplicateDialogProps) {
  const { t } = useTranslation();
  const { client } = usePublishApi();
  const [workspaceId, setWorkspaceId] = useState<string | null>(null);
  const [spaceId, setSpaceId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { workspaces, spaces } = useDestinations(client, workspaceId);

  useEffect(() => {
    if (workspaces.status === 'ready' && workspaceId === null)
      setWorkspaceId(workspaces.value[0]?.id ?? null);
  }, [workspaces, workspaceId]);
  useEffect(() => {
    if (spaces.status === 'ready') setSpaceId(spaces.value[0]?.id ?? null);
  }, [spaces]);

  const problemText = (error: unknown): string => {
    if (isAppError(error) && error.errorName === 'TooManyRequests')
      return t('publish.duplicate.tooMany', 'You duplicated many pages just now. Try again in a while.');
    if (isAppError(error) && error.errorName === 'NotEnoughPermissions')
      return t('publish.duplicate.notAllowed', 'This page cannot be duplicated there.');
    return t('publish.duplicate.failed', 'The page could not be duplicated: {{reason}}', {
      reason: error instanceof Error ? error.message : String(error),
    });
  };

  const confirm = () => {
    if (workspaceId === null || spaceId === null || busy) return;
    setBusy(true);
    setProblem(null);
    duplicatePublished(client, { workspaceId, spaceId, viewId, layout, password }).then(
      (copy) => {
        const workspace =
          workspaces.status === 'ready' ? workspaces.value.find((w) => w.id === workspaceId) : undefined;
        notify.successWithLink(
          t('publish.duplicate.done', 'Duplicated to {{workspace}}.', { workspace: workspace?.name ?? '' }),
          {
            label: t('publish.duplicate.open', 'Open it'),
            href: appPathOf(workspaceId, copy.viewId),
            testId: 'publish-duplicate-open',
          },
        );
        onClose();
      },
      (error: unknown) => {
        setBusy(false);
        setProblem(problemText(error));
      },
    );
  };

  const ready = workspaceId !== null && spaceId !== null && !busy;
  return (
    <Dialog
      open
      title={t('publish.duplicate.title', 'Duplicate to your workspace')}
      onClose={onClose}
      onConfirm={ready ? confirm : undefined}
      confirmLabel={
        busy
          ? t('publish.duplicate.duplicating', 'Duplicating…')
          : t('publish.duplicate.confirm', 'Duplicate')
      }
      testId="publish-duplicate-dialog"
      confirmTestId="publish-duplicate-confirm"
    >
      {workspaces.status === 'loading' && (
        <Note>{t('publish.duplicate.loading', 'Loading your workspaces…')}</Note>
      )}
      {workspaces.status === 'failed' && (
        <Problem role="alert">
          {t('publish.duplicate.loadFailed', 'Your workspaces could not be loaded.')}
        </Problem>
      )}
      {workspaces.status === 'ready' && workspaces.value.length === 0 && (
        <Note>{t('publish.duplicate.noWorkspace', 'You have no workspace you can add pages to.')}</Note>
      )}
      {workspaces.status === 'ready' && workspaces.value.length > 0 && (
        <>
          <ChoiceField
            label={t('publish.duplicate.workspace', 'Workspace')}
            testId="publish-duplicate-workspace"
            value={workspaceId}
            choices={workspaces.value}
            onChange={setWorkspaceId}
          />
          <ChoiceField
            label={t('publish.duplicate.space', 'Space')}
            testId="publish-duplicate-space"
            value={spaceId}
            choices={spaces.status === 'ready' ? spaces.value : []}
            disabled={spaces.status !== 'ready' || spaces.value.length === 0}
            onChange={setSpaceId}
          />
          {spaces.status === 'ready' && spaces.value.length === 0 && (
            <Note>{t('publish.duplicate.noSpace', 'This workspace has no space you can add pages to.')}</Note>
          )}
          {spaces.status === 'failed' && (
            <Problem role="alert">
              {t('publish.duplicate.loadFailed', 'Your workspaces could not be loaded.')}
            </Problem>
          )}
        </>
      )}
      {problem !== null && <Problem role="alert">{problem}</Problem>}
    </Dialog>
  );
}
