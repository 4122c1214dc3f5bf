import { BuildLabel, resolveRedirectTarget, selectIsSignedIn, useAppSelector } from '@quire/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BUILD_INFO } from '../build/buildInfo';
import { SignInForm } from '../sign-in/SignInForm';

const Main = styled.main`
  max-width: 400px;
  margin: 12vh auto 0;
  padding: 0 24px;
`;

/**
 * `/login` (RT-02): the sign-in form on a page. `?redirectTo=` names where to go afterwards (the app by
 * default); someone already signed in goes there at once.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [params] = useSearchParams();
  const wanted = params.get('redirectTo');

  if (signedIn) return <Navigate to={resolveRedirectTarget(wanted)} replace />;
  return (
    <Main data-testid="login-page">
      <h1>{t('auth.loginDialog.welcome', 'Welcome to Quire')}</h1>
      <SignInForm redirectTo={() => wanted ?? `${window.location.origin}/app`} />
      <BuildLabel {...BUILD_INFO} />
    </Main>
  );
}
