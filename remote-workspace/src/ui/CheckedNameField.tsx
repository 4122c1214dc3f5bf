import { Button, isAppError, TextField } from '@quire/shared';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';

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

interface Props<Problem extends string> {
  value: string;
  label: string;
  saveLabel: string;
  /** Prefix of the test ids: `{testId}-input`, `{testId}-save`. */
  testId: string;
  /** False: shown read-only, without the save button. */
  editable?: boolean;
  disabled?: boolean;
  maxLength?: number;
  /** The check the server makes too, run before saving: a problem, or null when the name may be sent. */
  check: (draft: string) => Problem | null;
  /** The server's refusals of the name, by error code; any other failure goes to `onFailure`. */
  refusals: Readonly<Record<number, Problem>>;
  problemText: (problem: Problem) => string;
  /** Saves the name; rejects with the server's refusal. */
  onSave: (draft: string) => Promise<void>;
  onFailure: (error: unknown) => void;
  /** Shown under the field, from what is typed (e.g. the address it gives). */
  preview?: (draft: string) => ReactNode;
}

/**
 * A name the server checks (a publish name, a namespace): checked here first as the server does, then saved;
 * a problem or the server's refusal is shown beside the field until the name is edited again.
 */
export function CheckedNameField<Problem extends string>({
  value,
  label,
  saveLabel,
  testId,
  editable = true,
  disabled = false,
  maxLength,
  check,
  refusals,
  problemText,
  onSave,
  onFailure,
  preview,
}: Props<Problem>) {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saving, setSaving] = useState(false);

  const save = () => {
    const local = check(draft);
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

  const row = (
    <Row>
      <TextField
        label={label}
        value={draft}
        readOnly={!editable}
        disabled={disabled || saving}
        maxLength={maxLength}
        data-testid={`${testId}-input`}
        error={problem === null ? null : problemText(problem)}
        onChange={(next) => {
          setDraft(next);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && editable) save();
        }}
      />
      {editable && (
        <Button
          size="small"
          data-testid={`${testId}-save`}
          disabled={disabled || saving || draft === value}
          onClick={save}
        >
          {saveLabel}
        </Button>
      )}
    </Row>
  );
  if (preview === undefined) return row;
  return (
    <div>
      {row}
      {preview(draft)}
    </div>
  );
}
