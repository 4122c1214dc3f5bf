import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentState } from '../test/documents';
import { fakeServer, ok, refused } from '../test/fakeServer';
import { expectNoToken, publishedServer } from '../test/publishedServer';
import { renderPublished } from '../test/renderPublished';

const blob = documentState([{ ty: 'paragraph', text: [{ insert: 'The secret plan' }] }]);

describe('a protected published page', () => {
  it('API-PUB-10 / asks for the password, says when it is wrong, and shows the page with the right one', async () => {
    const { publishApi, requests } = publishedServer({
      'launch-notes': { blob, password: 'hunter2' },
    });
    renderPublished('/team/launch-notes', publishApi);
    const form = await screen.findByTestId('publish-password');
    expect(screen.getByTestId('publish-page')).toHaveAttribute('data-state', 'password');
    expect(screen.queryByTestId('publish-password-problem')).not.toBeInTheDocument();
    expect(screen.queryByText('The secret plan')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Open the page' }));
    expect(await screen.findByTestId('publish-password-problem')).toHaveTextContent(
      'That password is not right.',
    );
    expect(form).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'hunter2');
    await userEvent.click(screen.getByRole('button', { name: 'Open the page' }));
    expect(await screen.findByText('The secret plan')).toBeInTheDocument();

    const withPassword = () =>
      requests.filter((request) => request.headers['x-publish-password'] === 'hunter2');
    await waitFor(() => {
      expect(withPassword().map((request) => request.url)).toEqual([
        'http://quire.test/api/workspace/v1/published/team/launch-notes',
        'http://quire.test/api/workspace/published/team/launch-notes/blob',
        // Live updates follow the page with the same password, in the header too.
        'http://quire.test/api/workspace/published/team/launch-notes/events',
      ]);
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/team\/launch-notes$/);
    for (const request of requests) expect(request.url).not.toContain('hunter2');
    expectNoToken(requests);
    // Kept in memory for this visit only: nothing in the browser's storage.
    const stored = [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index) ?? '')),
    );
    expect(stored.join('\n')).not.toContain('hunter2');
    expect(publishApi.passwords.get('team/launch-notes')).toBe('hunter2');
  });

  it('API-PUB-10 / coming back to the page during the visit uses the password typed before', async () => {
    const { publishApi, requests } = publishedServer({ 'launch-notes': { blob, password: 'hunter2' } });
    publishApi.passwords.set('team/launch-notes', 'hunter2');
    renderPublished('/team/launch-notes', publishApi);
    expect(await screen.findByText('The secret plan')).toBeInTheDocument();
    expect(screen.queryByTestId('publish-password')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(
        requests.filter(
          (request) =>
            request.url.includes('/published/team/launch-notes') && !request.url.endsWith('/events'),
        ),
      ).toHaveLength(2);
    });
  });

  it('API-PUB-10 / a password fetch cannot put in a header is POSTed in the body, never the address', async () => {
    const { publishApi, requests } = publishedServer({ 'launch-notes': { blob, password: 'パスワード' } });
    renderPublished('/team/launch-notes', publishApi);
    await userEvent.type(await screen.findByLabelText('Password'), 'パスワード');
    await userEvent.click(screen.getByRole('button', { name: 'Open the page' }));
    await waitFor(() => {
      // Meta, blob, and the live updates' stream.
      expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
        { password: 'パスワード' },
        { password: 'パスワード' },
        { password: 'パスワード' },
      ]);
    });
    for (const request of requests) expect(decodeURIComponent(request.url)).not.toContain('パスワード');
  });

  it('API-PUB-10 / too many tries says so instead of calling the password wrong', async () => {
    const { publishApi } = fakeServer((path, request) => {
      if (path.startsWith('/api/workspace/published-outline/')) return ok({ view_id: 'root', children: [] });
      return request.headers['x-publish-password'] === undefined
        ? refused(1002, 'The password is not valid.')
        : { json: { code: 1079, message: 'Too many requests', retry_after_secs: 60 } };
    });
    renderPublished('/team/launch-notes', publishApi);
    await userEvent.type(await screen.findByLabelText('Password'), 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'Open the page' }));
    expect(await screen.findByTestId('publish-password-problem')).toHaveTextContent('Too many attempts');
  });
});
