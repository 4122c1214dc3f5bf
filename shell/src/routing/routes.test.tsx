import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useParams } from 'react-router-dom';
import type { RemoteModuleId } from '../remotes/remoteModules';
import { fakeLoader } from '../test/fakeLoader';
import { renderShell } from '../test/renderShell';

const table: { ids: string; path: string; testId: string }[] = [
  { ids: 'RT-09', path: '/app', testId: 'remote:workspace/App' },
  { ids: 'RT-09', path: '/app/some/inner/route', testId: 'remote:workspace/App' },
  { ids: 'RT-02', path: '/login', testId: 'remote:auth/LoginPage' },
  { ids: 'RT-11', path: '/auth/callback', testId: 'remote:auth/AuthCallback' },
  { ids: 'RT-06', path: '/accept-invitation', testId: 'remote:auth/AcceptInvitation' },
  { ids: 'LOG-25 PRM-08', path: '/no-access', testId: 'remote:auth/NoAccess' },
  { ids: 'RT-01', path: '/a-namespace/a-page', testId: 'remote:publish/PublishView' },
  { ids: 'RT-03', path: '/404', testId: 'not-found-page' },
  { ids: 'RT-04', path: '/after-payment', testId: 'after-payment-page' },
  { ids: 'RT-05', path: '/as-template', testId: 'as-template-page' },
  { ids: 'RT-07', path: '/import', testId: 'import-page' },
  { ids: 'RT-10', path: '/one/two/three', testId: 'not-found-page' },
  { ids: 'RT-10', path: '/unknown', testId: 'not-found-page' },
];

describe('the route table of spec 000 §2', () => {
  it.each(table)('$ids / $path renders $testId', async ({ path, testId }) => {
    renderShell(path);
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
  });

  it('RT-08 / redirects to /app, replacing the entry', async () => {
    const { history } = renderShell('/');
    expect(await screen.findByTestId('remote:workspace/App')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/app');
    expect(history.index).toBe(0);
  });

  it('RT-03 / the not-found page links home', async () => {
    renderShell('/404');
    expect(await screen.findByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('RT-04 RT-05 RT-07 / the shell screens say what is not available yet', async () => {
    renderShell('/import');
    expect(await screen.findByTestId('import-page')).toHaveTextContent(/not available on this server yet/);
  });

  it('RT-01 PUB-01 / the published view gets namespace and publishName from the path', async () => {
    function Published() {
      const { namespace, publishName } = useParams();
      return <p data-testid="params">{`${namespace ?? '-'}|${publishName ?? '-'}`}</p>;
    }
    const { loader } = fakeLoader({ 'publish/PublishView': () => Promise.resolve(Published) });
    renderShell('/team-space/launch-notes', loader);
    expect(await screen.findByTestId('params')).toHaveTextContent('team-space|launch-notes');
  });
});

describe('RT-12 / navigating to a published view replaces the history entry', () => {
  function linkingRemote(to: string, id: RemoteModuleId) {
    return () =>
      Promise.resolve(() => (
        <Link data-testid={`link:${id}`} to={to}>
          go
        </Link>
      ));
  }

  it('RT-12 / a link from the workspace to a published page replaces', async () => {
    const { loader } = fakeLoader({ 'workspace/App': linkingRemote('/ns/page', 'workspace/App') });
    const { history } = renderShell('/app', loader);
    await userEvent.click(await screen.findByTestId('link:workspace/App'));
    expect(await screen.findByTestId('remote:publish/PublishView')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/ns/page');
    expect(history.index).toBe(0);
  });

  it('RT-12 / a link to any other screen still pushes', async () => {
    const { loader } = fakeLoader({ 'publish/PublishView': linkingRemote('/app', 'publish/PublishView') });
    const { history } = renderShell('/ns/page', loader);
    await userEvent.click(await screen.findByTestId('link:publish/PublishView'));
    expect(await screen.findByTestId('remote:workspace/App')).toBeInTheDocument();
    expect(history.index).toBe(1);
  });

  it('RT-12 / static routes that look like two segments are not published views', async () => {
    const { loader } = fakeLoader({ 'workspace/App': linkingRemote('/auth/callback', 'workspace/App') });
    const { history } = renderShell('/app', loader);
    await userEvent.click(await screen.findByTestId('link:workspace/App'));
    expect(await screen.findByTestId('remote:auth/AuthCallback')).toBeInTheDocument();
    expect(history.index).toBe(1);
  });
});
