import { QuireThemeProvider, QuireToaster, StoreProvider } from '@quire/shared';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PublishView } from '../published/PublishView';

/** Development only: the published page view behind the same route as in the shell. */
export function StandaloneApp() {
  return (
    <StoreProvider>
      <QuireThemeProvider>
        <BrowserRouter>
          <Routes>
            <Route path="/:namespace/:publishName" element={<PublishView />} />
            <Route path="*" element={<PublishView />} />
          </Routes>
          <QuireToaster variant="publish" />
        </BrowserRouter>
      </QuireThemeProvider>
    </StoreProvider>
  );
}
