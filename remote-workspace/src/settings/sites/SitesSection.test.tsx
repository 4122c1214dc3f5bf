import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublishInfo } from '@quire/shared/contract';
import { forgetWorkspaceRoles } from '../../data';
import { cachedPublishInfo } from '../../data/publish';
import { forgetAllPublishInfo, rememberPublishInfo } from '../../data/publishCache';
import { Refuse, installFakeApi } from '../../data/test/fakeApi';
import { publishInfo } from '../../data/test/publishInfo';
import { renderAt } from '../../test/renderAt';
import { signOutQuietly } from '../../test/session';
import { SitesSection } from './SitesSection';

const WS = 'ws-1';
const HOME = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const NAMESPACE = `/api/workspace/${WS}/publish-namespace`;
const DEFAULT = `/api/workspace/${WS}/publish-default`;
const LIST = `GET /api/workspace/${WS}/published-info`;

const info = (viewId: string, publishName: string, namespace = 'team'): PublishInfo =>
  publishInfo({ view_id: viewId, publish_name: publishName, namespace });
const pages = [
  { view: { view_id: HOME, name: 'Welcome', icon: null, layout: 0 }, info: info(HOME, 'welcome') },
  { view: { view_id: OTHER, name: 'Plans', icon: null, layout: 0 }, info: info(OTHER, 'plans') },
];

function site(role: 'Owner' | 'Member', routes: Record<string, unknown> = {}) {
  let namespace = 'team';
  const home = (viewId: string) => () => info(viewId, 'welcome', namespace);
  const api = installFakeApi({
    'GET /api/workspace': [{ workspace_id: WS, workspace_name: 'Team', icon: '', role }],
    [`GET ${NAMESPACE}`]: () => namespace,
    [`PUT ${NAMESPACE}`]: (request: { body: unknown }) => {
      namespace = (request.body as { new_namespace: string }).new_namespace;
      return null;
    },
    [`GET ${DEFAULT}`]: home(HOME),
    [`PUT ${DEFAULT}`]: (request: { body: unknown }) => {
      api.route(`GET ${DEFAULT}`, home((request.body as { view_id: string }).view_id));
      return null;
    },
    [`DELETE ${DEFAULT}`]: () => {
      // The server answers RecordNotFound while no default page is set.
      api.route(`GET ${DEFAULT}`, new Refuse(-2, 'View has not been published yet'));
      return null;
    },
    [LIST]: () => pages.map((entry) => ({ ...entry, info: { ...entry.info, namespace } })),
    ...routes,
  });
  renderAt('/', <SitesSection workspaceId={WS} />);
  return api;
}

afterEach(() => {
  forgetAllPublishInfo();
  forgetWorkspaceRoles();
  signOutQuietly();
});

describe('the Sites settings (issue 11: namespace and home page)', () => {
  it('API-PUB-04 / API-PUB-05, CCH-12: the Owner changes the namespace; the address preview follows the typing; every cached publish info goes', async () => {
    const api = site('Owner');
    const input = await screen.findByTestId('namespace-input');
    expect(input).toHaveValue('team');
    expect(screen.getByTestId('namespace-preview')).toHaveTextContent('http://api.test/team/…');
    rememberPublishInfo('ws-2', [info(OTHER, 'elsewhere', 'other')]);
    await userEvent.clear(input);
    await userEvent.type(input, 'our-team');
    expect(screen.getByTestId('namespace-preview')).toHaveTextContent('http://api.test/our-team/…');
    await userEvent.click(screen.getByTestId('namespace-save'));
    await waitFor(() => {
      expect(screen.getByTestId('namespace-input')).toHaveValue('our-team');
    });
    expect(api.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual(
      [{ old_namespace: 'team', new_namespace: 'our-team' }],
    );
    // Every workspace's cached info went (CCH-12); this one's was read again, under the new namespace.
    expect(cachedPublishInfo('ws-2', OTHER)).toBeUndefined();
    expect(cachedPublishInfo(WS, HOME)?.namespace).toBe('our-team');
    expect(screen.getByTestId('home-page-url')).toHaveTextContent(
      'http://api.test/our-team opens the home page.',
    );
  });

  it.each([
    [1031, 'already taken'],
    [1049, 'reserved'],
    [1053, 'Use only the letters'],
    [1047, 'at least 2'],
    [1048, 'at most 64'],
  ])(
    'API-PUB-05: the server’s refusal %i is shown beside the field and nothing changes',
    async (code, text) => {
      const api = site('Owner', { [`PUT ${NAMESPACE}`]: new Refuse(code, 'refused') });
      const input = await screen.findByTestId('namespace-input');
      await userEvent.clear(input);
      await userEvent.type(input, 'someone-elses');
      await userEvent.click(screen.getByTestId('namespace-save'));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByTestId('namespace-input')).toHaveValue('someone-elses');
      expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    },
  );

  it.each([
    ['one character', 'a', 'at least 2'],
    ['65 characters', 'a'.repeat(65), 'at most 64'],
    ['a space', 'my team', 'Use only the letters'],
    ['a non-ASCII letter', 'équipe', 'Use only the letters'],
  ])('API-PUB-05: a namespace with %s is refused before asking the server', async (_case, value, text) => {
    const api = site('Owner');
    const input = await screen.findByTestId('namespace-input');
    await userEvent.clear(input);
    await userEvent.type(input, value);
    await userEvent.click(screen.getByTestId('namespace-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('API-PUB-06 / API-PUB-07 / API-PUB-08: the Owner chooses the home page among the published pages and clears it', async () => {
    const api = site('Owner');
    const select = await screen.findByTestId('home-page-select');
    expect(select).toHaveValue(HOME);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Welcome (welcome)', 'Plans (plans)']);
    await userEvent.selectOptions(select, OTHER);
    await waitFor(() => {
      expect(screen.getByTestId('home-page-select')).toHaveValue(OTHER);
    });
    await userEvent.selectOptions(screen.getByTestId('home-page-select'), '');
    await waitFor(() => {
      expect(screen.getByTestId('home-page-select')).toHaveValue('');
    });
    expect(screen.getByTestId('home-page-url')).toHaveTextContent('alone shows nothing');
    expect(
      api.requests
        .filter((request) => request.path === DEFAULT && request.method !== 'GET')
        .map((request) => [request.method, request.body]),
    ).toEqual([
      ['PUT', { view_id: OTHER }],
      ['DELETE', undefined],
    ]);
  });

  it('API-PUB-04 / API-PUB-06: a member sees the namespace and home page read-only', async () => {
    const api = site('Member');
    expect(await screen.findByText(/Only the workspace owner/)).toBeInTheDocument();
    expect(screen.getByTestId('namespace-input')).toHaveAttribute('readonly');
    expect(screen.queryByTestId('namespace-save')).toBeNull();
    expect(screen.getByTestId('home-page-select')).toBeDisabled();
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('says so when the site settings cannot be read, with Retry', async () => {
    site('Owner', { [`GET ${NAMESPACE}`]: new Refuse(1024, 'down') });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be read');
  });
});
