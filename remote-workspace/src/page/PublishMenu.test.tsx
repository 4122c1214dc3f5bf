import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublishInfo } from '@quire/shared/contract';
import { folderStore, forgetWorkspaceRoles } from '../data';
import { forgetAllPublishInfo } from '../data/publishCache';
import { Refuse, installFakeApi } from '../data/test/fakeApi';
import { publishInfo } from '../data/test/publishInfo';
import { renderAt } from '../test/renderAt';
import { signIn, signOutQuietly } from '../test/session';
import { PublishMenu } from './PublishMenu';
import { WS, folder } from './test/renderPage';

const VIEW = '00000000-0000-4000-8000-000000000001';
const INFO = `GET /api/workspace/${WS}/published-info`;
const PUBLISH = `POST /api/workspace/${WS}/page-view/${VIEW}/publish`;
const UNPUBLISH = `POST /api/workspace/${WS}/page-view/${VIEW}/unpublish`;
const SETTINGS = `PATCH /api/workspace/${WS}/publish`;
const FOLDER = `GET /api/workspace/${WS}/folder`;
const EXCLUSION = `GET /api/workspace/${WS}/page-view/${VIEW}/publish-exclusion`;
const SET_EXCLUSION = `PUT /api/workspace/${WS}/page-view/${VIEW}/publish-exclusion`;
const PARENT = '00000000-0000-4000-8000-000000000002';

/** The fake API with the page not published through a parent, unless the routes say otherwise. */
const fakeApi = (routes: Record<string, unknown>) =>
  installFakeApi({ [EXCLUSION]: { published_with: null, excluded: false }, ...routes });

const info = (overrides: Partial<PublishInfo> = {}): PublishInfo =>
  publishInfo({ view_id: VIEW, publish_name: 'plans', ...overrides });
const entry = (published: PublishInfo) => [
  { view: { view_id: VIEW, name: 'Plans', icon: null, layout: 0 }, info: published },
];

const writeText = jest.fn<Promise<void>, [string]>();

beforeAll(() => {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});

beforeEach(() => {
  writeText.mockResolvedValue();
});

afterEach(() => {
  forgetAllPublishInfo();
  folderStore.reset();
  forgetWorkspaceRoles();
  signOutQuietly();
  jest.clearAllMocks();
});

async function openPanel(canPublish = true) {
  renderAt('/', <PublishMenu workspaceId={WS} viewId={VIEW} canPublish={canPublish} />);
  await userEvent.click(screen.getByTestId('open-publish'));
  return screen.findByTestId('publish-panel');
}

describe('the publish panel (NAV-09)', () => {
  it('publishes, reloads the folder, shows the URL and copies it', async () => {
    let published: PublishInfo | null = null;
    const api = fakeApi({
      [INFO]: () => (published === null ? [] : entry(published)),
      [PUBLISH]: () => {
        published = info();
        return null;
      },
      [FOLDER]: folder(),
    });
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByTestId('publish-button'));
    const url = await within(panel).findByTestId('publish-url');
    expect(url).toHaveValue('http://api.test/team/plans');
    expect(within(panel).getByTestId('publish-namespace-hint')).toHaveTextContent('“team”');
    expect(api.requests.some((request) => `${request.method} ${request.path}` === FOLDER)).toBe(true);
    await userEvent.click(within(panel).getByTestId('publish-copy'));
    expect(writeText).toHaveBeenCalledWith('http://api.test/team/plans');
  });

  it('shows a taken name’s refusal beside the field and changes nothing else', async () => {
    const api = fakeApi({ [INFO]: entry(info()), [SETTINGS]: new Refuse(1050, 'taken') });
    const panel = await openPanel();
    const field = await within(panel).findByTestId('publish-name-input');
    await userEvent.clear(field);
    await userEvent.type(field, 'roadmap');
    await userEvent.click(within(panel).getByTestId('publish-name-save'));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Another page in this workspace already has this name.',
    );
    expect(within(panel).getByTestId('publish-url')).toHaveValue('http://api.test/team/plans');
    const patches = api.requests.filter((request) => request.method === 'PATCH');
    expect(patches).toEqual([
      {
        method: 'PATCH',
        path: `/api/workspace/${WS}/publish`,
        body: [{ view_id: VIEW, publish_name: 'roadmap' }],
      },
    ]);
  });

  it('refuses a name with other characters before asking the server', async () => {
    const api = fakeApi({ [INFO]: entry(info()) });
    const panel = await openPanel();
    const field = await within(panel).findByTestId('publish-name-input');
    await userEvent.type(field, ' x/');
    await userEvent.click(within(panel).getByTestId('publish-name-save'));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Use only letters, digits');
    expect(api.requests.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('sends each toggle, the password and the expiry as the settings PATCH', async () => {
    const api = fakeApi({ [INFO]: entry(info()), [SETTINGS]: null });
    const panel = await openPanel();
    expect(await within(panel).findByTestId('publish-toggle-update_live')).toBeChecked();
    await userEvent.click(within(panel).getByTestId('publish-toggle-comments_enabled'));
    await waitFor(() => {
      expect(within(panel).getByTestId('publish-toggle-with_sub_pages')).toBeEnabled();
    });
    await userEvent.click(within(panel).getByTestId('publish-toggle-with_sub_pages'));
    await waitFor(() => {
      expect(within(panel).getByTestId('publish-password-input')).toBeEnabled();
    });
    await userEvent.type(within(panel).getByTestId('publish-password-input'), 'secret');
    await userEvent.click(within(panel).getByTestId('publish-password-set'));
    await waitFor(() => {
      expect(within(panel).getByTestId('publish-expiry-input')).toBeEnabled();
    });
    fireEvent.change(within(panel).getByTestId('publish-expiry-input'), { target: { value: '2026-12-31' } });
    await waitFor(() => {
      expect(
        api.requests.filter((request) => request.method === 'PATCH').map((request) => request.body),
      ).toEqual([
        [{ view_id: VIEW, comments_enabled: false }],
        [{ view_id: VIEW, with_sub_pages: true }],
        [{ view_id: VIEW, password: 'secret' }],
        [{ view_id: VIEW, expires_at: new Date('2026-12-31T23:59:59').toISOString() }],
      ]);
    });
  });

  it('asks before unpublishing, then the URL goes and the folder reloads', async () => {
    let published: PublishInfo | null = info();
    const api = fakeApi({
      [INFO]: () => (published === null ? [] : entry(published)),
      [UNPUBLISH]: () => {
        published = null;
        return null;
      },
      [FOLDER]: folder(),
    });
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByTestId('unpublish-button'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(api.requests.some((request) => request.path.endsWith('/unpublish'))).toBe(false);
    await userEvent.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    expect(await screen.findByTestId('publish-button')).toBeInTheDocument();
    expect(screen.queryByTestId('publish-url')).toBeNull();
    expect(api.requests.some((request) => `${request.method} ${request.path}` === FOLDER)).toBe(true);
  });

  it('offers a guest no controls: no publish, name, toggles or unpublish', async () => {
    fakeApi({ [INFO]: entry(info()) });
    const panel = await openPanel(false);
    expect(await within(panel).findByTestId('publish-url')).toHaveValue('http://api.test/team/plans');
    expect(within(panel).queryByTestId('publish-name-input')).toBeNull();
    expect(within(panel).queryByRole('checkbox')).toBeNull();
    expect(within(panel).queryByTestId('unpublish-button')).toBeNull();
    expect(within(panel).queryByTestId('publish-password-input')).toBeNull();
  });

  it('offers a guest no publish button on an unpublished page', async () => {
    fakeApi({ [INFO]: [] });
    const panel = await openPanel(false);
    await within(panel).findByText(/Publish this page/);
    expect(within(panel).queryByTestId('publish-button')).toBeNull();
  });

  it('offers a member who did not publish the page no changes, as the server allows only the Owner or the publisher', async () => {
    fakeApi({
      [INFO]: entry(info()),
      'GET /api/workspace': [{ workspace_id: WS, workspace_name: 'Team', icon: '', role: 'Member' }],
    });
    signIn();
    const panel = await openPanel();
    expect(await within(panel).findByText(/Only the workspace owner/)).toBeInTheDocument();
    expect(within(panel).getByTestId('unpublish-button')).toBeDisabled();
    expect(within(panel).getByTestId('publish-toggle-indexing')).toBeDisabled();
    expect(within(panel).getByTestId('publish-name-input')).toBeDisabled();
  });

  it('lets the member who published the page change it', async () => {
    fakeApi({
      [INFO]: entry(info({ publisher_email: 'Ada@example.com' })),
      'GET /api/workspace': [{ workspace_id: WS, workspace_name: 'Team', icon: '', role: 'Member' }],
    });
    signIn();
    const panel = await openPanel();
    expect(await within(panel).findByTestId('unpublish-button')).toBeEnabled();
    expect(within(panel).queryByText(/Only the workspace owner/)).toBeNull();
  });

  it('API-PUB-09 (per-child opt-out): a sub-page published with its parent is left out, then taken back in', async () => {
    let excluded = false;
    const requests = fakeApi({
      [INFO]: () => (excluded ? [] : entry(info({ with_sub_pages: true }))),
      [EXCLUSION]: () => ({ published_with: excluded ? null : PARENT, excluded }),
      [SET_EXCLUSION]: (request: { body: unknown }) => {
        excluded = (request.body as { excluded: boolean }).excluded;
        return null;
      },
      [FOLDER]: folder(),
    });
    const panel = await openPanel();
    const toggle = await within(panel).findByTestId('publish-with-parent');
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(await within(panel).findByTestId('publish-left-out')).toBeInTheDocument();
    expect(within(panel).queryByTestId('publish-url')).toBeNull();
    expect(within(panel).getByTestId('publish-with-parent')).not.toBeChecked();
    await userEvent.click(within(panel).getByTestId('publish-with-parent'));
    expect(await within(panel).findByTestId('publish-url')).toHaveValue('http://api.test/team/plans');
    expect(
      requests.requests.filter((request) => request.method === 'PUT').map((request) => request.body),
    ).toEqual([{ excluded: true }, { excluded: false }]);
  });

  it('shows no with-parent toggle on a page published on its own', async () => {
    fakeApi({ [INFO]: entry(info()) });
    const panel = await openPanel();
    await within(panel).findByTestId('publish-url');
    expect(within(panel).queryByTestId('publish-with-parent')).toBeNull();
  });
});
