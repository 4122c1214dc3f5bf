import { screen } from '@testing-library/react';
import { createPublishApi } from './publishApi';
import { emptyOutline, fakeServer, ok, refused, type FakeAnswer } from '../test/fakeServer';
import { publishedView } from '../test/documents';
import { renderPublished } from '../test/renderPublished';

/** A server with one page answer; the outline is empty and a document's content is pending. */
function serverWithMeta(meta: FakeAnswer) {
  return fakeServer((path) => {
    if (path.startsWith('/api/workspace/published-outline/')) return emptyOutline;
    if (path.endsWith('/blob')) return { pending: true };
    return meta;
  });
}

describe('PublishView', () => {
  it('PUB-01 / without a publish name it shows the not-found screen and asks nothing', () => {
    const server = serverWithMeta(ok(null));
    renderPublished('/only-a-namespace', server.publishApi);
    expect(screen.getByTestId('publish-page')).toHaveAttribute('data-state', 'not-found');
    expect(screen.getByTestId('publish-not-found')).toHaveTextContent(
      'This page does not exist or has not been published',
    );
    expect(server.requests).toEqual([]);
  });

  it('RT-01 API-PUB-10 PUB-23 / loads the meta without a token and shows a skeleton meanwhile', async () => {
    const server = serverWithMeta(ok({ view: { ...publishedView('v1', 'Launch notes'), layout: 1 } }));
    renderPublished('/team space/launch-notes', server.publishApi);
    expect(screen.getByTestId('publish-skeleton')).toBeInTheDocument();
    expect(await screen.findByTestId('publish-title')).toHaveTextContent('Launch notes');
    const meta = server.requests.find((request) => request.url.includes('/v1/published/'));
    expect(meta?.url).toBe('http://quire.test/api/workspace/v1/published/team%20space/launch-notes');
    expect(meta?.headers).not.toHaveProperty('authorization');
  });

  it('PUB-25 / a page without a name shows the default name', async () => {
    const server = serverWithMeta(ok({ view: { view_id: 'v1', name: '', layout: 1 } }));
    renderPublished('/ns/page', server.publishApi);
    expect(await screen.findByTestId('publish-title')).toHaveTextContent('Untitled');
  });

  it('PUB-22 / an AI chat page shows only its icon', async () => {
    const server = serverWithMeta(ok({ view: { ...publishedView('v1', 'Ask the team'), layout: 4 } }));
    renderPublished('/ns/ask', server.publishApi);
    expect(await screen.findByRole('img', { name: 'AI chat' })).toBeInTheDocument();
    expect(screen.queryByText('This kind of page cannot be shown here yet.')).not.toBeInTheDocument();
    expect(server.requests.some((request) => request.url.endsWith('/blob'))).toBe(false);
  });

  it('PUB-01 API-PUB-20 / "View meta has not been published yet" ends on the not-found screen', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = serverWithMeta(refused(-2, 'View meta has not been published yet'));
    renderPublished('/nobody/nothing-here', server.publishApi);
    expect(await screen.findByTestId('publish-not-found')).toBeInTheDocument();
    expect(screen.getByTestId('publish-page')).toHaveAttribute('data-state', 'not-found');
    expect(screen.queryByTestId('publish-skeleton')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('PUB-01 / a network failure and a malformed answer end on the not-found screen too', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { unmount } = renderPublished(
      '/ns/page',
      serverWithMeta({ fail: new TypeError('Failed to fetch') }).publishApi,
    );
    expect(await screen.findByTestId('publish-not-found')).toBeInTheDocument();
    unmount();
    renderPublished('/ns/page', serverWithMeta(ok({ view: 'nope' })).publishApi);
    expect(await screen.findByTestId('publish-not-found')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('marks which build is on screen without showing it', () => {
    const pending: typeof globalThis.fetch = () => new Promise<Response>(() => undefined);
    const publishApi = createPublishApi({ baseUrl: 'http://quire.test', fetch: pending });
    const { container } = renderPublished('/ns/page', publishApi);
    const label = container.querySelector('[data-build-label]');
    expect(label).toHaveAttribute('data-build-label', 'dev');
    expect(label).not.toBeVisible();
    expect(screen.queryByText(/build dev/)).not.toBeInTheDocument();
  });
});
