import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { ShellContent } from '../app/ShellContent';
import { ShellProviders } from '../app/ShellProviders';
import type { RemoteLoader } from '../remotes/RemoteLoader';
import { ShellRouter } from '../routing/ShellRouter';
import { fakeLoader } from './fakeLoader';

/** The shell as the page composes it, on a memory history whose entries a test can count. */
export function renderShell(path: string, loader: RemoteLoader = fakeLoader().loader, reload = jest.fn()) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const view = render(
    <ShellProviders loader={loader}>
      <ShellRouter history={history}>
        <ShellContent reload={reload} />
      </ShellRouter>
    </ShellProviders>,
  );
  return { ...view, history, reload };
}
