import { Button, isAppError, TextField } from '@quire/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { namespaceLength, namespaceProblem, siteUrl, type NamespaceProblem } from '../../data/publishSite';

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

const Preview = styled.p`
  margin: 4px 0 0;
  font-size: 12px;
  color: var(--quire-text-secondary);
  overflow-wrap: anywhere;
`;

type Problem = NamespaceProblem | 'taken' | 'reserved' | 'stale';

/** The server's refusals of a namespace (reference §2, §4). */
const refusals: Record<number, Problem> = {
  1031: 'taken',
  1047: 'short',
  1048: 'long',
  1049: 'reserved',
  1053: 'character',
  [-2]: 'stale',
};

function problemText(t: TFunction, problem: Problem): string {
  switch (problem) {
    case 'short':
      return t('workspace.sites.namespace.short', 'Use at least {{min}} characters.', namespaceLength);
    case 'long':
      return t('workspace.sites.namespace.long', 'Use at most {{max}} characters.', namespaceLength);
    case 'character':
      return t(
        'workspace.sites.namespace.character',
        'Use only the letters a–z and A–Z, digits, “-” and “_”.',
      );
    case 'taken':
      return t('workspace.sites.namespace.taken', 'This namespace is already taken. Choose another one.');
    case 'reserved':
      return t('workspace.sites.namespace.reserved', 'This namespace is reserved. Choose another one.');
    case 'stale':
      return t(
        'workspace.sites.namespace.stale',
        'The namespace was changed meanwhile. Close the settings and open them again.',
      );
  }
}

interface Props {
  namespace: string;
  /** Only the Owner may change it; others see it read-only. */
  canEdit: boolean;
  /** Saves the namespace; rejects with the server's refusal. */
  onSave: (namespace: string) => Promise<void>;
  /** Any other failure (not a refusal of the namespace itself). */
  onFailure: (error: unknown) => void;
}

/**
 * The workspace's publish namespace, the first segment of every published address, with the address it
 * gives as typed; checked as the server does, its refusals (1031, 1047–1049, 1053) shown beside the field.
 */
export function NamespaceField({ namespace, canEdit, onSave, onFailure }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(namespace);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saving, setSaving] = useState(false);

  const save = () => {
    const local = namespaceProblem(draft);
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
    <div>
      <Row>
        <TextField
          label={t('workspace.sites.namespace.label', 'Namespace')}
          value={draft}
          readOnly={!canEdit}
          disabled={saving}
          maxLength={256}
          data-testid="namespace-input"
          error={problem === null ? null : problemText(t, problem)}
          onChange={(value) => {
            setDraft(value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && canEdit) save();
          }}
        />
        {canEdit && (
          <Button
            size="small"
            data-testid="namespace-save"
            disabled={saving || draft === namespace}
            onClick={save}
          >
            {t('workspace.sites.namespace.save', 'Save')}
          </Button>
        )}
      </Row>
      <Preview data-testid="namespace-preview">
        {t('workspace.sites.namespace.preview', 'Published pages: {{url}}/…', { url: siteUrl(draft) })}
      </Preview>
    </div>
  );
}
