import {
  BuildLabel,
  Dialog,
  readI18nInstanceId,
  selectIsSignedIn,
  selectLoginDialog,
  SHARED_INSTANCE_ID,
  uiActions,
  useAppDispatch,
  useAppSelector,
} from '@quire/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILD_INFO } from '../build/buildInfo';
import { SignInForm } from '../sign-in/SignInForm';

/**
 * The login dialog any screen opens through the store (LOG-12). It comes back to the address the opener
 * remembered (LOG-13), or to where it was opened. When the session starts while it is open — the magic
 * link was opened in another tab — it closes itself. The instance ids prove, in the browser, that this
 * remote shares the page's one @quire/shared and i18n instance.
 */
export function LoginDialog() {
  const { t, i18n } = useTranslation();
  const { open, redirectTo } = useAppSelector(selectLoginDialog);
  const signedIn = useAppSelector(selectIsSignedIn);
  const dispatch = useAppDispatch();
  const wasSignedIn = useRef(signedIn);

  useEffect(() => {
    if (open && signedIn && !wasSignedIn.current) dispatch(uiActions.closeLoginDialog());
    wasSignedIn.current = signedIn;
  }, [open, signedIn, dispatch]);

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
        <SignInForm redirectTo={() => redirectTo ?? window.location.href} />
        <BuildLabel {...BUILD_INFO} />
      </div>
    </Dialog>
  );
}
