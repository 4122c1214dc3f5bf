import { Button, Dialog } from '@quire/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 24px;
`;

const Detail = styled.p`
  color: var(--quire-text-secondary);
`;

interface Props {
  open: boolean;
  message: string;
  detail: string | null;
  onBackHome: () => void;
  onTryAgain: () => void;
}

/** 'Login failed' with the error message (LOG-22), back to home (LOG-23) and try again (LOG-24). */
export function LoginFailedDialog({ open, message, detail, onBackHome, onTryAgain }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      title={t('auth.loginFailed.title', 'Login failed')}
      closable={false}
      onClose={() => undefined}
    >
      <div data-testid="login-failed-dialog">
        <p>{message}</p>
        {detail !== null && <Detail>{detail}</Detail>}
        <Actions>
          <Button onClick={onBackHome}>{t('auth.loginFailed.backHome', 'Back to home')}</Button>
          <Button variant="primary" onClick={onTryAgain}>
            {t('auth.loginFailed.tryAgain', 'Try again')}
          </Button>
        </Actions>
      </div>
    </Dialog>
  );
}
