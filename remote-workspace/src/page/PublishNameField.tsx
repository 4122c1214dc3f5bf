import { Button, isAppError, TextField } from '@quire/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { publishNameProblem } from '../data/publish';

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: flex-start;

  > :first-child {
    flex: 1;
  }

  > button {
    margin-top: 21px;
  }
`;

type Problem = 'empty' | 'character' | 'length' | 'taken';

const refusals: Record<number, Problem> = { 1050: 'taken', 1051: 'character', 1052: 'length' };

function problemText(t: TFunction, problem: Problem): string {
  switch (problem) {
    case 'empty':
      return t('workspace.publish.name.empty', 'Enter a name for the page’s address.');
    case 'character':
      return t('workspace.publish.name.character', 'Use only letters, digits, “-” and “_”.');
    case 'length':
      return t('workspace.publish.name.length', 'This name is too long. Use a shorter one.');
    case 'taken':
      return t('workspace.publish.name.taken', 'Another page in this workspace already has this name.');
  }
}

interface Props {
  name: string;
  disabled: boolean;
  /** Saves the name; rejects with the server's refusal. */
  onSave: (name: string) => Promise<void>;
  /** Any other failure (not a name refusal). */
  onFailure: (error: unknown) => void;
}

/** The publish name, checked as the server does; the server's refusal (1050–1052) is shown beside the field. */
export function PublishNameField({ name, disabled, onSave, onFailure }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(name);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saving, setSaving] = useState(false);

  const save = () => {
    const local = publishNameProblem(draft);
    if (local !== null) {
      setProblem(local);
      return;
    }
    setSaving(true);
    onSave(draft)
      .then(() => {
        setProblem(null);
      })
      .catch((error: unknown) => {
        const refusal = isAppError(error) ? refusals[error.code] : undefined;
        if (refusal === undefined) onFailure(error);
        else setProblem(refusal);
      })
      .finally(() => {
        setSaving(false);
      });
  };

  return (
    <Row>
      <TextField
        label={t('workspace.publish.name.label', 'Page name in the address')}
        value={draft}
        disabled={disabled || saving}
        data-testid="publish-name-input"
        error={problem === null ? null : problemText(t, problem)}
        onChange={(value) => {
          setDraft(value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
        }}
      />
      <Button
        size="small"
        data-testid="publish-name-save"
        disabled={disabled || saving || draft === name}
        onClick={save}
      >
        {t('workspace.publish.name.save', 'Save')}
      </Button>
    </Row>
  );
}
