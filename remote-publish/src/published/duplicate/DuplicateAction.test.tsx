import { QuireToaster, clearToken, saveToken, selectLoginDialog, store, uiActions } from '@quire/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, ok, refused, type FakeAnswer, type SeenRequest } from '../../test/fakeServer';
import { PublishApiContext } from '../PublishApiContext';
import { DuplicateAction } from './DuplicateAction';

const viewId = '11111111-1111-4111-8111-111111111111';
const mine = '22222222-2222-4222-8222-222222222222';
const team = '33333333-3333-4333-8333-333333333333';
const copyId = '44444444-4444-4444-8444-444444444444';

const workspace = (id: string, name: string, role: string) => ({
  workspace_id: id,
  workspace_name: name,
  role,
});
const space = (id: string, name: string) => ({ view_id: id, name, is_space: true, children: [] });

function world(options: { duplicateEnabled?: boolean; duplicate?: FakeAnswer } = {}) {
  return fakeServer((path: string, request: SeenRequest) => {
    if (path === `/api/workspace/v1/published-info/${viewId}`)
      return ok({ view_id: viewId, duplicate_enabled: options.duplicateEnabled ?? true });
    if (path === '/api/workspace' && request.method === 'GET')
      return ok([
        workspace(mine, 'Mine', 'Owner'),
        workspace(team, 'Team', 'Member'),
        workspace('55555555-5555-4555-8555-555555555555', 'Guested', 'Guest'),
      ]);
    if (path === `/api/workspace/${mine}/folder`)
      return ok({ view_id: mine, children: [space('s-general', 'General')] });
    if (path === `/api/workspace/${team}/folder`)
      return ok({ view_id: team, children: [space('s-docs', 'Docs'), space('s-notes', 'Notes')] });
    if (path === `/api/workspace/${team}/published-duplicate`)
      return options.duplicate ?? ok({ view_id: copyId, database_mappings: {} });
    return { fail: new Error(`unrouted ${path}`) };
  });
}

function renderAction(server: ReturnType<typeof world>) {
  return render(
    <PublishApiContext.Provider value={server.publishApi}>
      <DuplicateAction namespace="team" publishName="guide" viewId={viewId} layout={0} />
      <QuireToaster variant="app" />
    </PublishApiContext.Provider>,
  );
}

const signIn = () => {
  saveToken({
    access_token: 'access',
    refresh_token: 'refresh',
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: { id: 'visitor' },
  });
};

afterEach(() => {
  act(() => {
    clearToken();
    store.dispatch(uiActions.closeLoginDialog());
  });
});

describe('the Duplicate action of a published page', () => {
  it('PRM-04 / is not offered when the publisher turned duplicating off', async () => {
    const server = world({ duplicateEnabled: false });
    renderAction(server);
    await waitFor(() => {
      expect(server.requests.some((r) => r.url.includes('published-info'))).toBe(true);
    });
    expect(screen.queryByTestId('publish-duplicate')).toBeNull();
  });

  it('asks a visitor who is not signed in to log in, coming back to the page', async () => {
    renderAction(world());
    await userEvent.click(await screen.findByTestId('publish-duplicate'));
    expect(selectLoginDialog(store.getState())).toEqual({ open: true, redirectTo: '/team/guide' });
    expect(screen.queryByTestId('publish-duplicate-dialog')).toBeNull();
  });

  it('API-PUB-14 / copies into the chosen workspace and space (guest workspaces not offered), then links to the copy', async () => {
    act(signIn);
    const server = world();
    renderAction(server);
    await userEvent.click(await screen.findByTestId('publish-duplicate'));
    const workspaces = await screen.findByTestId('publish-duplicate-workspace');
    expect([...workspaces.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Mine', 'Team']);
    await userEvent.selectOptions(workspaces, team);
    const spaces = screen.getByTestId('publish-duplicate-space');
    await waitFor(() => {
      expect([...spaces.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Docs', 'Notes']);
    });
    await userEvent.selectOptions(spaces, 's-notes');
    await userEvent.click(screen.getByTestId('publish-duplicate-confirm'));

    const link = await screen.findByTestId('publish-duplicate-open');
    expect(link.getAttribute('href')).toBe(`/app/${team}/${copyId}`);
    expect(screen.getByText(/Duplicated to Team\./)).toBeTruthy();
    expect(screen.queryByTestId('publish-duplicate-dialog')).toBeNull();
    const sent = server.requests.find((r) => r.url.endsWith('/published-duplicate'));
    expect(sent?.body).toEqual({
      published_view_id: viewId,
      dest_view_id: 's-notes',
      published_collab_type: 0,
    });
    expect(sent?.headers.authorization).toBe('Bearer access');
  });

  it('a refusal stays in the dialog and says why (rate limit)', async () => {
    act(signIn);
    renderAction(world({ duplicate: refused(1079, 'Too many pages duplicated. Try again in 4 minutes.') }));
    await userEvent.click(await screen.findByTestId('publish-duplicate'));
    await userEvent.selectOptions(await screen.findByTestId('publish-duplicate-workspace'), team);
    await waitFor(() => {
      expect(screen.getByTestId('publish-duplicate-space')).not.toBeDisabled();
    });
    await userEvent.click(screen.getByTestId('publish-duplicate-confirm'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You duplicated many pages just now');
    expect(screen.getByTestId('publish-duplicate-dialog')).toBeTruthy();
  });
});
