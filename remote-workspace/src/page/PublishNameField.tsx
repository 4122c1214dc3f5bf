import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { publishNameProblem } from '../data/publish';
import { CheckedNameField } from '../ui/CheckedNameField';

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
  return (
    <CheckedNameField<Problem>
      value={name}
      label={t('workspace.publish.name.label', 'Page name in the address')}
      saveLabel={t('workspace.publish.name.save', 'Save')}
      testId="publish-name"
      disabled={disabled}
      check={publishNameProblem}
      refusals={refusals}
      problemText={(problem) => problemText(t, problem)}
      onSave={onSave}
      onFailure={onFailure}
    />
  );
}
