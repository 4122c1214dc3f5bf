import {
  BuildLabel,
  loginFromUrl,
  peekRedirectTo,
  selectLoginDialog,
  uiActions,
  useAppDispatch,
  useAppSelector,
} from '@quire/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { BUILD_INFO } from '../build/buildInfo';
import { LoginFailedDialog } from './LoginFailedDialog';
import { LoginProgress } from './LoginProgress';
import { useStepProgress } from './useStepProgress';

const Main = styled.main`
  max-width: 400px;
  margin: 20vh auto 0;
  padding: 0 24px;
  text-align: center;
`;

interface Failure {
  message: string;
  /** What the auth service itself said (a used or expired link), when it said anything. */
  detail: string | null;
}

function failureOf(error: unknown): Failure {
  if (!(error instanceof Error)) return { message: String(error), detail: null };
  return { message: error.message, detail: typeof error.cause === 'string' ? error.cause : null };
}

/** Try again returns to the saved target, or to the app on this origin (LOG-24). */
function tryAgainTarget(): string {
  const saved = peekRedirectTo();
  return saved !== null && saved.trim() !== '' ? saved : `${window.location.origin}/app`;
}

/**
 * `/auth/callback` (RT-11), the login-redirect screen of spec 000 §2: runs the login step with this address
 * on load (LOG-20) behind a progress bar (LOG-21), then replaces itself with the target (LOG-18), or shows
 * 'Login failed' (LOG-22..24). The failure dialog steps aside while the login dialog it opened is showing.
 */
export function AuthCallback() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loginDialogOpen = useAppSelector(selectLoginDialog).open;
  const [failure, setFailure] = useState<Failure | null>(null);
  const progress = useStepProgress(failure === null);

  useEffect(() => {
    let active = true;
    // loginFromUrl shares one attempt per address, so StrictMode's second run awaits the first.
    loginFromUrl(window.location.href).then(
      (target) => {
        if (active) void navigate(target, { replace: true });
      },
      (error: unknown) => {
        if (active) setFailure(failureOf(error));
      },
    );
    return () => {
      active = false;
    };
  }, [navigate]);

  return (
    <Main data-testid="auth-callback-page">
      <p>{t('auth.redirecting', 'Signing you in…')}</p>
      <LoginProgress value={progress} />
      <LoginFailedDialog
        open={failure !== null && !loginDialogOpen}
        message={failure?.message ?? ''}
        detail={failure?.detail ?? null}
        onBackHome={() => {
          void navigate('/');
        }}
        onTryAgain={() => {
          dispatch(uiActions.openLoginDialog({ redirectTo: tryAgainTarget() }));
        }}
      />
      <BuildLabel {...BUILD_INFO} />
    </Main>
  );
}
