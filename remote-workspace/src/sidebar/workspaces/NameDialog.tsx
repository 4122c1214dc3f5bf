import { Dialog, TextField, nameLimits } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface NameDialogProps {
  title: string;
  label: string;
  initial: string;
  confirmLabel: string;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/**
 * Asks for a workspace name (create, rename). An empty or whitespace-only name is refused with a message
 * rather than ignored; the server's length limit is the input's.
 */
export function NameDialog({ title, label, initial, confirmLabel, onSubmit, onClose }: NameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (name.trim() === '') {
      setError(t('common.nameRequired', 'Enter a name.'));
      return;
    }
    onSubmit(name.trim());
  };
  return (
    <Dialog open title={title} onClose={onClose} onConfirm={submit} confirmLabel={confirmLabel}>
      <TextField
        autoFocus
        data-testid="workspace-name-input"
        label={label}
        value={name}
        maxLength={nameLimits.workspace}
        error={error}
        onChange={(value) => {
          setName(value);
          setError(null);
        }}
      />
    </Dialog>
  );
}
