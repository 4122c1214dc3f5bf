import { QuireThemeProvider, QuireToaster, StoreProvider } from '@quire/shared';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { WorkspaceApp } from '../app-frame/WorkspaceApp';

/** Development only: the workspace app under /app/*, as in the shell (the login dialog lives in the auth remote). */
export function StandaloneApp() {
  return (
    <StoreProvider>
      <QuireThemeProvider>
        <BrowserRouter>
          <Routes>
            <Route path="/app/*" element={<WorkspaceApp />} />
            <Route path="*" element={<Navigate to="/app" replace />} />
          </Routes>
          <QuireToaster variant="app" />
        </BrowserRouter>
      </QuireThemeProvider>
    </StoreProvider>
  );
}
