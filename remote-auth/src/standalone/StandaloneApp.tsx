import { QuireThemeProvider, QuireToaster, StoreProvider, uiActions, useAppDispatch } from '@quire/shared';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { LoginDialog } from '../login-dialog/LoginDialog';
import { NoAccess } from '../no-access/NoAccess';
import { AcceptInvitation } from '../accept-invitation/AcceptInvitation';
import { AuthCallback } from '../auth-callback/AuthCallback';
import { LoginPage } from '../login-page/LoginPage';

const Nav = styled.nav`
  display: flex;
  gap: 16px;
  padding: 8px 16px;
  border-bottom: 1px solid var(--quire-border);
`;

function DevNav() {
  const dispatch = useAppDispatch();
  return (
    <Nav>
      <Link to="/login">/login</Link>
      <Link to="/auth/callback">/auth/callback</Link>
      <Link to="/accept-invitation">/accept-invitation</Link>
      <Link to="/no-access">NoAccess</Link>
      <button
        type="button"
        onClick={() => dispatch(uiActions.openLoginDialog({ redirectTo: window.location.href }))}
      >
        LoginDialog
      </button>
    </Nav>
  );
}

/** Development only: every expose of this remote behind a tiny router, without the shell. */
export function StandaloneApp() {
  return (
    <StoreProvider>
      <QuireThemeProvider>
        <BrowserRouter>
          <DevNav />
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/auth/callback" element={<AuthCallback />} />
            <Route path="/accept-invitation" element={<AcceptInvitation />} />
            <Route path="*" element={<NoAccess />} />
          </Routes>
          <LoginDialog />
          <QuireToaster variant="app" />
        </BrowserRouter>
      </QuireThemeProvider>
    </StoreProvider>
  );
}
