import { QuireThemeProvider, QuireToaster, StoreProvider } from '@quire/shared';
import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PublishView } from '../published/PublishView';

interface Props {
  /** What any other address shows. */
  otherwise: ReactNode;
  /** Drawn beside the routes, inside the router (e.g. the login redirect). */
  children?: ReactNode;
}

/**
 * The publish route as the shell draws it (`/:namespace/:publishName`), with the same providers and toaster:
 * the development server's tree (the page entry draws the route with its own router, `PageApp`).
 */
export function PublishRouter({ otherwise, children }: Props) {
  return (
    <StoreProvider>
      <QuireThemeProvider>
        <BrowserRouter>
          <Routes>
            <Route path="/:namespace/:publishName" element={<PublishView />} />
            <Route path="*" element={otherwise} />
          </Routes>
          <QuireToaster variant="publish" />
          {children}
        </BrowserRouter>
      </QuireThemeProvider>
    </StoreProvider>
  );
}
