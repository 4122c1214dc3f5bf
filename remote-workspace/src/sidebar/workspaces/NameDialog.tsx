import { Dialog } from '@quire/shared';
import { useState } from 'react';

export interface NameDialogProps {
  title: string;
  label: string;
  initial: string;
  confirmLabel: string;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Asks for a workspace name (create, rename); an empty name cannot be submitted. */
export function NameDialog({ title, label, initial, confirmLabel, onSubmit, onClose }: NameDialogProps) {
  const [name, setName] = useState(initial);
  const submit = () => {
    if (name.trim() !== '') onSubmit(name.trim());
  };
  return (
    <Dialog open title={title} onClose={onClose} onConfirm={submit} confirmLabel={confirmLabel}>
      <input
        autoFocus
        data-testid="workspace-name-input"
        aria-label={label}
        value={name}
        style={{ width: '100%', padding: 8, font: 'inherit' }}
        onChange={(event) => {
          setName(event.target.value);
        }}
      />
    </Dialog>
  );
}
