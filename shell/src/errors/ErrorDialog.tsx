import { Button } from '@quire/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px;
  background: var(--quire-overlay);
`;

const Card = styled.div`
  width: min(560px, 100%);
  padding: 24px;
  border-radius: 12px;
  background: var(--quire-surface-raised);
  color: var(--quire-text);
  box-shadow: var(--quire-shadow-dialog);
`;

const Message = styled.pre`
  white-space: pre-wrap;
  word-break: break-word;
  max-height: 40vh;
  overflow: auto;
  font-size: 13px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

interface Props {
  message: string;
  onReload: () => void;
  onClose: () => void;
}

/** The full-screen dialog of an unhandled render error (DLG-03..05). */
export function ErrorDialog({ message, onReload, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Backdrop>
      <Card
        data-testid="error-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="quire-error-dialog-title"
      >
        <h2 id="quire-error-dialog-title">{t('shell.errorDialog.title', 'Oops.. something went wrong')}</h2>
        <Message>{message}</Message>
        <Actions>
          <Button data-testid="error-dialog-close" onClick={onClose}>
            {t('common.close', 'Close')}
          </Button>
          <Button variant="primary" data-testid="error-dialog-reload" onClick={onReload}>
            {t('shell.errorDialog.reload', 'Reload')}
          </Button>
        </Actions>
      </Card>
    </Backdrop>
  );
}
