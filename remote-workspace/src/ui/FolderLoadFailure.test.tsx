import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { folderStore } from '../data';
import { Refuse, UNREACHABLE, installFakeApi, view } from '../data/test/fakeApi';
import { renderAt } from '../test/renderAt';
import { FolderLoadFailure } from './FolderLoadFailure';

const WS = 'ws-1';
const FOLDER = `GET /api/workspace/${WS}/folder`;
const WHAT = 'The page could not be loaded.';

afterEach(() => {
  act(() => {
    folderStore.reset();
  });
});

/** The failure as the page shows it, after the folder's load met `answer`. */
async function renderFailure(answer: unknown) {
  const api = installFakeApi({ [FOLDER]: answer });
  await act(() => folderStore.load(WS));
  expect(folderStore.get(WS).status).toBe('failed');
  renderAt(`/app/${WS}`, <FolderLoadFailure workspaceId={WS} what={WHAT} />);
  return api;
}

const folderLoads = (requests: { method: string; path: string }[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === `/api/workspace/${WS}/folder`).length;

describe('a folder that could not be loaded', () => {
  it.each([
    [
      'the server cannot be reached',
      UNREACHABLE,
      'The server cannot be reached. Check your connection and try again.',
    ],
    [
      'the session ended (not logged in)',
      new Refuse(1011, 'no token in the request header'),
      'Your session has ended. Sign in again, then retry.',
    ],
    [
      'the session ended (unauthorised)',
      new Refuse(1024, 'no route GET /api/workspace/ws-1/folder'),
      'Your session has ended. Sign in again, then retry.',
    ],
    [
      'too many requests',
      new Refuse(1079, 'rate limit of tree reads exceeded'),
      'Too many requests in a short time. Wait a minute, then try again.',
    ],
    ['anything else', new Refuse(-1, 'Internal error: pool timed out'), 'Please try again in a moment.'],
  ])(
    'when %s, says what failed and why in the user’s words, never the server’s message',
    async (_, answer, why) => {
      await renderFailure(answer);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(`${WHAT} ${why}`, { normalizeWhitespace: false });
      const developerMessage = answer instanceof Refuse ? answer.message : 'Failed to fetch';
      expect(alert).not.toHaveTextContent(developerMessage);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
  );

  it('Try again loads the folder again, and a failed retry says so again', async () => {
    const api = await renderFailure(UNREACHABLE);
    expect(folderLoads(api.requests)).toBe(1);
    api.route(FOLDER, new Refuse(1079, 'rate limited'));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('Wait a minute, then try again.');
    });
    expect(folderLoads(api.requests)).toBe(2);

    api.route(FOLDER, view({ view_id: WS }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(folderStore.get(WS).status).toBe('loaded');
    });
    expect(folderLoads(api.requests)).toBe(3);
  });
});
