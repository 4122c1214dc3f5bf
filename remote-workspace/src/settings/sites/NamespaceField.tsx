import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { namespaceLength, namespaceProblem, siteUrl, type NamespaceProblem } from '../../data/publishSite';
import { CheckedNameField } from '../../ui/CheckedNameField';

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
  return (
    <CheckedNameField<Problem>
      value={namespace}
      label={t('workspace.sites.namespace.label', 'Namespace')}
      saveLabel={t('workspace.sites.namespace.save', 'Save')}
      testId="namespace"
      editable={canEdit}
      maxLength={256}
      check={namespaceProblem}
      refusals={refusals}
      problemText={(problem) => problemText(t, problem)}
      onSave={onSave}
      onFailure={onFailure}
      preview={(draft) => (
        <Preview data-testid="namespace-preview">
          {t('workspace.sites.namespace.preview', 'Published pages: {{url}}/…', { url: siteUrl(draft) })}
        </Preview>
      )}
    />
  );
}
