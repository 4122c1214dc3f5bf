import { Button, Dialog } from '@quire/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A destructive confirmation (trash deletions); its own buttons so the test id covers message and actions. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open title={title} onClose={onClose}>
      <div data-testid="confirm-dialog">
        <p>{message}</p>
        <Actions>
          <Button onClick={onClose}>{t('workspace.sidebar.cancel', 'Cancel')}</Button>
          <Button variant="danger" data-testid="confirm-dialog-confirm" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Actions>
      </div>
    </Dialog>
  );
}
