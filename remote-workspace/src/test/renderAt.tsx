import { render } from '@testing-library/react';
import { StoreProvider } from '@quire/shared';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders `ui` as the shell mounts the remote: in the page's store, under a router that starts at `path`. */
export function renderAt(path: string, ui: ReactNode) {
  return render(
    <StoreProvider>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </StoreProvider>,
  );
}
