import { act, screen } from '@testing-library/react';
import { fakeLoader, fakeRemoteComponent } from '../test/fakeLoader';
import { renderShell } from '../test/renderShell';

function slowPublishRemote() {
  let resolve: (value: ReturnType<typeof fakeRemoteComponent>) => void = () => undefined;
  const { loader } = fakeLoader({
    'publish/PublishView': () =>
      new Promise((done) => {
        resolve = done;
      }),
  });
  return {
    loader,
    finish: () => {
      resolve(fakeRemoteComponent('publish/PublishView'));
    },
  };
}

describe('the published page route while its remote loads', () => {
  afterEach(() => {
    document.getElementById('quire-published')?.remove();
  });

  it('RT-01 ENT-39 / over the server’s copy of the page it draws nothing: the copy stays the page until the remote takes it over', async () => {
    const copy = document.createElement('main');
    copy.id = 'quire-published';
    copy.textContent = 'Server copy';
    document.body.append(copy);
    const { loader, finish } = slowPublishRemote();
    renderShell('/team/notes', loader);
    expect(screen.queryByTestId('remote-loading')).not.toBeInTheDocument();
    expect(screen.getByText('Server copy')).toBeInTheDocument();
    act(finish);
    expect(await screen.findByTestId('remote:publish/PublishView')).toBeInTheDocument();
  });

  it('RT-01 / without a server copy (reached inside the app) the skeleton shows as for any route', () => {
    const { loader } = slowPublishRemote();
    renderShell('/team/notes', loader);
    expect(screen.getByTestId('remote-loading')).toBeInTheDocument();
  });
});
