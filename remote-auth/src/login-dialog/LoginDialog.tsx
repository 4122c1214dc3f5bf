import {
  BuildLabel,
  Dialog,
  readI18nInstanceId,
  selectLoginDialog,
  SHARED_INSTANCE_ID,
  uiActions,
  useAppDispatch,
  useAppSelector,
} from '@quire/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BUILD_INFO } from '../build/buildInfo';

const Target = styled.p`
  color: var(--quire-text-secondary);
  word-break: break-all;
`;

/**
 * The login dialog any screen opens through the store (LOG-12, LOG-13). Until accounts exist it greets
 * (LOG-02) and says plainly that signing in is not possible yet. The instance ids prove, in the browser,
 * that this remote shares the page's one @quire/shared and i18n instance.
 */
export function LoginDialog() {
  const { t, i18n } = useTranslation();
  const { open, redirectTo } = useAppSelector(selectLoginDialog);
  const dispatch = useAppDispatch();
  return (
    <Dialog
      open={open}
      title={t('auth.loginDialog.welcome', 'Welcome to Quire')}
      closable
      onClose={() => {
        dispatch(uiActions.closeLoginDialog());
      }}
    >
      <div
        data-testid="login-dialog"
        data-shared-instance={SHARED_INSTANCE_ID}
        data-i18n-instance={readI18nInstanceId(i18n) ?? 'unstamped'}
      >
        <p>
          {t(
            'auth.loginDialog.notYet',
            'Signing in with an e-mail link or with Google, Apple, GitHub or Discord arrives with accounts: this server cannot sign anyone in yet.',
          )}
        </p>
        {redirectTo !== null && (
          <Target>
            {t('auth.loginDialog.redirect', 'After signing in you will come back to {{target}}', {
              target: redirectTo,
            })}
          </Target>
        )}
        <BuildLabel {...BUILD_INFO} />
      </div>
    </Dialog>
  );
}
