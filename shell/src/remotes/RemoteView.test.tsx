import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeLoader, fakeRemoteComponent } from '../test/fakeLoader';
import { renderShell } from '../test/renderShell';

function silenceConsoleErrors() {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}

describe('a remote that fails stays inside its route', () => {
  it('RT-09 / shows a skeleton while the remote loads', async () => {
    let resolve: (value: ReturnType<typeof fakeRemoteComponent>) => void = () => undefined;
    const { loader } = fakeLoader({
      'workspace/App': () =>
        new Promise((done) => {
          resolve = done;
        }),
    });
    renderShell('/app', loader);
    expect(screen.getByTestId('remote-loading')).toBeInTheDocument();
    act(() => {
      resolve(fakeRemoteComponent('workspace/App'));
    });
    expect(await screen.findByTestId('remote:workspace/App')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-loading')).not.toBeInTheDocument();
  });

  it('a remote that cannot be loaded shows the error with its name and message; Retry loads it again', async () => {
    const { loader, calls } = fakeLoader({
      'workspace/App': (attempt) =>
        attempt === 0
          ? Promise.reject(new Error('ScriptNetworkError: remote entry unreachable'))
          : Promise.resolve(fakeRemoteComponent('workspace/App')),
    });
    renderShell('/app', loader);

    const failure = await screen.findByTestId('remote-error');
    expect(failure).toHaveAttribute('data-remote', 'workspace');
    expect(failure).toHaveTextContent('The workspace remote could not be loaded');
    expect(failure).toHaveTextContent('ScriptNetworkError: remote entry unreachable');
    expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();

    await userEvent.click(within(failure).getByTestId('remote-retry'));
    expect(await screen.findByTestId('remote:workspace/App')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
    expect(calls).toEqual([
      { id: 'workspace/App', attempt: 0 },
      { id: 'workspace/App', attempt: 1 },
    ]);
  });

  it('a failed Retry shows the error again, and the next Retry is a new attempt', async () => {
    const { loader, calls } = fakeLoader({
      'publish/PublishView': (attempt) =>
        attempt < 2
          ? Promise.reject(new Error(`down (${attempt})`))
          : Promise.resolve(fakeRemoteComponent('publish/PublishView')),
    });
    renderShell('/ns/page', loader);
    await userEvent.click(await screen.findByTestId('remote-retry'));
    expect(await screen.findByText('down (1)')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('remote-retry'));
    expect(await screen.findByTestId('remote:publish/PublishView')).toBeInTheDocument();
    expect(calls.map((call) => call.attempt)).toEqual([0, 1, 2]);
  });

  it('a remote that throws while rendering shows the error in its route, not the error dialog; Retry reloads it', async () => {
    const consoleError = silenceConsoleErrors();
    const Broken = () => {
      throw new Error('render exploded');
    };
    const { loader, calls } = fakeLoader({
      'auth/LoginPage': (attempt) =>
        Promise.resolve(attempt === 0 ? Broken : fakeRemoteComponent('auth/LoginPage')),
    });
    renderShell('/login', loader);

    const failure = await screen.findByTestId('remote-error');
    expect(failure).toHaveAttribute('data-remote', 'auth');
    expect(failure).toHaveTextContent('render exploded');
    expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();

    await userEvent.click(within(failure).getByTestId('remote-retry'));
    expect(await screen.findByTestId('remote:auth/LoginPage')).toBeInTheDocument();
    expect(calls.map((call) => call.attempt)).toEqual([0, 1]);
    consoleError.mockRestore();
  });

  it('RT-03 / the other routes keep working while a remote is down', async () => {
    const { loader } = fakeLoader({ 'workspace/App': () => Promise.reject(new Error('down')) });
    const { history } = renderShell('/app', loader);
    expect(await screen.findByTestId('remote-error')).toBeInTheDocument();

    act(() => {
      history.push('/login');
    });
    expect(await screen.findByTestId('remote:auth/LoginPage')).toBeInTheDocument();
    act(() => {
      history.push('/404');
    });
    expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
  });

  it('two routes of one remote never share load state', async () => {
    const { loader } = fakeLoader({
      'auth/LoginPage': () => Promise.reject(new Error('login expose broken')),
    });
    const { history } = renderShell('/login', loader);
    expect(await screen.findByTestId('remote-error')).toBeInTheDocument();
    act(() => {
      history.push('/auth/callback');
    });
    expect(await screen.findByTestId('remote:auth/AuthCallback')).toBeInTheDocument();
  });
});
