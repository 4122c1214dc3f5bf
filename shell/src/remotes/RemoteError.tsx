import { Button } from '@quire/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessage } from '../errors/errorMessage';
import type { RemoteName } from './remoteModules';

const Panel = styled.section`
  margin: 32px;
  padding: 24px;
  max-width: 640px;
  border-radius: 8px;
  border: 1px solid var(--quire-border);
`;

const Message = styled.pre`
  white-space: pre-wrap;
  word-break: break-word;
  font-size: 13px;
  color: var(--quire-text-secondary);
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

interface Props {
  remote: RemoteName;
  error: unknown;
  onRetry: () => void;
  /** Offered where the failure blocks something closable (the login dialog). */
  onDismiss?: (() => void) | undefined;
}

/** A remote that is down or broken, shown inside its own route; the rest of the shell keeps working. */
export function RemoteError({ remote, error, onRetry, onDismiss }: Props) {
  const { t } = useTranslation();
  return (
    <Panel data-testid="remote-error" data-remote={remote} role="alert">
      <h2>{t('shell.remote.failedTitle', 'The {{remote}} remote could not be loaded', { remote })}</h2>
      <p>
        {t(
          'shell.remote.failedHint',
          'This part of Quire is unavailable right now; the rest keeps working. Try again in a moment.',
        )}
      </p>
      <Message>{errorMessage(error)}</Message>
      <Actions>
        <Button variant="primary" data-testid="remote-retry" onClick={onRetry}>
          {t('shell.remote.retry', 'Retry')}
        </Button>
        {onDismiss && <Button onClick={onDismiss}>{t('common.close', 'Close')}</Button>}
      </Actions>
    </Panel>
  );
}
