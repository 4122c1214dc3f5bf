import type { RemoteLoader } from '../remotes/RemoteLoader';
import { ShellBrowserRouter } from '../routing/ShellRouter';
import { ShellContent } from './ShellContent';
import { ShellProviders } from './ShellProviders';

export function App({ loader }: { loader: RemoteLoader }) {
  return (
    <ShellProviders loader={loader}>
      <ShellBrowserRouter>
        <ShellContent />
      </ShellBrowserRouter>
    </ShellProviders>
  );
}
