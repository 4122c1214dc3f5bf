import { Dialog } from '@quire/shared';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A destructive confirmation (deleting, removing, turning off): Enter confirms, Escape, the backdrop and
 * Cancel close it without doing anything.
 */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      onConfirm={onConfirm}
      confirmLabel={confirmLabel}
      testId="confirm-dialog"
      confirmTestId="confirm-dialog-confirm"
      danger
    >
      <p dir="auto">{message}</p>
    </Dialog>
  );
}
