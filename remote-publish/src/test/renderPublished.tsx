import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PublishApiContext } from '../published/PublishApiContext';
import type { PublishApi } from '../published/publishApi';
import { PublishView } from '../published/PublishView';

/** Where the router is, for tests that follow links. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The published page route at `path`, reading through `publishApi` (a fake server's). */
export function renderPublished(path: string, publishApi: PublishApi) {
  return render(
    <PublishApiContext.Provider value={publishApi}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:namespace/:publishName" element={<PublishView />} />
          <Route path="/:namespace" element={<PublishView />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </PublishApiContext.Provider>,
  );
}
