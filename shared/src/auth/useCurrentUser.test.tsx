import { act, render, screen } from '@testing-library/react';
import { setRuntimeConfig } from '../config/runtime-config.js';
import { clearToken, saveToken } from '../session/session.js';
import { StoreProvider } from '../session/StoreProvider.js';
import { useCurrentUser } from './useCurrentUser.js';

/** jsdom has no fetch; this answers the profile route the way the API does, and records the calls. */
const fetchMock = jest.fn((url: string) =>
  Promise.resolve({
    status: 200,
    text: () =>
      Promise.resolve(
        JSON.stringify(
          url.endsWith('/api/user/profile')
            ? { code: 0, data: { uid: 7, uuid: 'user-1', email: 'ada@example.com', name: null }, message: '' }
            : { code: -2, message: 'Record not found' },
        ),
      ),
  }),
);

function Badge({ testId }: { testId: string }) {
  const { user, signedIn, status } = useCurrentUser();
  return <p data-testid={testId}>{`${String(signedIn)} ${status} ${user?.email ?? '-'}`}</p>;
}

beforeAll(() => {
  setRuntimeConfig({
    apiBaseUrl: 'http://api.test',
    authBaseUrl: 'http://auth.test',
    wsUrl: 'ws://api.test/ws/v1',
    publicUrl: 'http://localhost',
    links: {
      terms: 'http://localhost/terms.html',
      privacy: 'http://localhost/privacy.html',
      website: 'http://localhost/',
    },
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  act(() => {
    clearToken();
  });
  fetchMock.mockClear();
});

describe('useCurrentUser', () => {
  it('signed out: no user and no request', () => {
    render(
      <StoreProvider>
        <Badge testId="a" />
      </StoreProvider>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('false idle -');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signed in: screens share one profile load from /api/user/profile, and lose it on sign-out', async () => {
    act(() => {
      saveToken({
        access_token: 'a',
        refresh_token: 'r',
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        user: { id: 'user-1' },
      });
    });
    render(
      <StoreProvider>
        <Badge testId="a" />
        <Badge testId="b" />
      </StoreProvider>,
    );
    expect(
      await screen.findByText('true loaded ada@example.com', { selector: '[data-testid="a"]' }),
    ).toBeTruthy();
    expect(screen.getByTestId('b')).toHaveTextContent('true loaded ada@example.com');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://api.test/api/user/profile');

    act(() => {
      clearToken();
    });
    expect(screen.getByTestId('a')).toHaveTextContent('false idle -');
  });
});
