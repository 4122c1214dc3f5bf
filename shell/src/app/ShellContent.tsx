import { useRoutes } from 'react-router-dom';
import { ErrorDialogBoundary } from '../errors/ErrorDialogBoundary';
import { LoginDialogHost } from '../login/LoginDialogHost';
import { shellRoutes } from '../routing/routes';

/** Everything inside the router: the route table, the login dialog host, and the render-error dialog. */
export function ShellContent({ reload }: { reload?: () => void }) {
  const routes = useRoutes(shellRoutes);
  return (
    <ErrorDialogBoundary reload={reload}>
      {routes}
      <LoginDialogHost />
    </ErrorDialogBoundary>
  );
}
