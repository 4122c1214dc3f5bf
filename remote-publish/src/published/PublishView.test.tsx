import { createApiClient } from '@quire/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PublishApiContext } from './PublishApiContext';
import { PublishView } from './PublishView';

interface Answer {
  status: number;
  body: unknown;
}

/** A fetch answering like the server would; the real client turns it into data or an AppError. */
function serverAnswering(answer: Answer | Error) {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    requests.push({
      url: typeof input === 'string' ? input : 'href' in input ? input.href : input.url,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    if (answer instanceof Error) return Promise.reject(answer);
    const response = { status: answer.status, text: () => Promise.resolve(JSON.stringify(answer.body)) };
    return Promise.resolve(response as Response);
  };
  return { client: createApiClient({ baseUrl: 'http://quire.test', fetch }), requests };
}

function renderAt(
  path: string,
  client = serverAnswering({ status: 200, body: { code: 0, message: '', data: null } }).client,
) {
  return render(
    <PublishApiContext.Provider value={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:namespace/:publishName" element={<PublishView />} />
          <Route path="/:namespace" element={<PublishView />} />
        </Routes>
      </MemoryRouter>
    </PublishApiContext.Provider>,
  );
}

describe('PublishView', () => {
  it('PUB-01 / without a publish name it shows the not-found screen and asks nothing', () => {
    const server = serverAnswering({ status: 200, body: { code: 0, message: '', data: null } });
    renderAt('/only-a-namespace', server.client);
    expect(screen.getByTestId('publish-page')).toHaveAttribute('data-state', 'not-found');
    expect(screen.getByTestId('publish-not-found')).toHaveTextContent(
      'This page does not exist or has not been published',
    );
    expect(server.requests).toEqual([]);
  });

  it('RT-01 API-PUB-10 / loads the meta without a token and shows a skeleton meanwhile', async () => {
    const server = serverAnswering({
      status: 200,
      body: {
        code: 0,
        message: '',
        data: {
          view: { view_id: 'v1', name: 'Launch notes', layout: 0 },
          child_views: [],
          ancestor_views: [],
        },
      },
    });
    renderAt('/team space/launch-notes', server.client);
    expect(screen.getByTestId('publish-skeleton')).toBeInTheDocument();
    expect(await screen.findByTestId('publish-title')).toHaveTextContent('Launch notes');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.url).toBe(
      'http://quire.test/api/workspace/v1/published/team%20space/launch-notes',
    );
    expect(server.requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it('PUB-25 / a page without a name shows the default name', async () => {
    const server = serverAnswering({
      status: 200,
      body: { code: 0, message: '', data: { view: { view_id: 'v1', name: '', layout: 0 } } },
    });
    renderAt('/ns/page', server.client);
    expect(await screen.findByTestId('publish-title')).toHaveTextContent('Untitled');
  });

  it('PUB-01 / an error envelope (nothing published) ends on the not-found screen', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = serverAnswering({
      status: 404,
      body: { code: 1024, message: 'View has not been published yet' },
    });
    renderAt('/nobody/nothing-here', server.client);
    expect(await screen.findByTestId('publish-not-found')).toBeInTheDocument();
    expect(screen.getByTestId('publish-page')).toHaveAttribute('data-state', 'not-found');
    expect(screen.queryByTestId('publish-skeleton')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('PUB-01 / a network failure and a malformed answer end on the not-found screen too', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { unmount } = renderAt('/ns/page', serverAnswering(new TypeError('Failed to fetch')).client);
    expect(await screen.findByTestId('publish-not-found')).toBeInTheDocument();
    unmount();
    renderAt(
      '/ns/page',
      serverAnswering({ status: 200, body: { code: 0, message: '', data: { view: 'nope' } } }).client,
    );
    expect(await screen.findByTestId('publish-not-found')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('marks which build is on screen without showing it', () => {
    const pending: typeof globalThis.fetch = () => new Promise<Response>(() => undefined);
    const { container } = renderAt(
      '/ns/page',
      createApiClient({ baseUrl: 'http://quire.test', fetch: pending }),
    );
    const label = container.querySelector('[data-build-label]');
    expect(label).toHaveAttribute('data-build-label', 'dev');
    expect(label).not.toBeVisible();
    expect(screen.queryByText(/build dev/)).not.toBeInTheDocument();
  });
});
