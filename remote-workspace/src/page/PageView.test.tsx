import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, notify } from '@quire/shared';
import { folderActions, folderStore, forgetWorkspaceRoles } from '../data';
import { Refuse, installFakeApi } from '../data/test/fakeApi';
import {
  COLLAB,
  emptyCollab,
  WEB_UPDATE,
  FOLDER,
  PATCH_PAGE,
  WS,
  crumbNames,
  folder,
  renderPage,
  typeIntoTitleAndLeave,
} from './test/renderPage';

// The editor's chunk (BlockNote) is transpiled on first use: loaded once here, not inside a test's time.
beforeAll(async () => {
  await import('../editor/DocumentEditor');
}, 120_000);

afterEach(() => {
  folderStore.reset();
  jest.restoreAllMocks();
});

describe('the page view', () => {
  it('CON-14 / shows breadcrumb, title and the document body (a named editable area), within 988 px', async () => {
    installFakeApi({ [FOLDER]: folder(), [COLLAB]: emptyCollab() });
    renderPage();
    expect(await screen.findByTestId('page-title')).toHaveValue('Plans');
    expect(crumbNames()).toEqual(['General', 'Projects', 'Plans']);
    expect(await within(screen.getByTestId('page-body')).findByTestId('document-editor')).toBeInTheDocument();
    // The editable area is a named textbox (axe: aria-input-field-name).
    expect(await screen.findByRole('textbox', { name: 'Page content' })).toHaveAttribute(
      'contenteditable',
      'true',
    );
    expect(screen.getByTestId('page-title').parentElement).toHaveStyle({ maxWidth: '988px' });
    expect(screen.queryByTestId('page-cover')).not.toBeInTheDocument();
  });

  it('opening a page reads it, which records the visit for the recent list', async () => {
    const api = installFakeApi({
      [FOLDER]: folder(),
      [`GET /api/workspace/${WS}/page-view/page`]: { view: null, data: {} },
    });
    renderPage();
    await screen.findByTestId('page-title');
    await waitFor(() => {
      expect(
        api.requests.some((r) => r.method === 'GET' && r.path === `/api/workspace/${WS}/page-view/page`),
      ).toBe(true);
    });
  });

  it('a crumb opens its page', async () => {
    installFakeApi({ [FOLDER]: folder() });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Projects' }));
    // Navigation settles after the click (slower under load): wait for the new page instead of racing it.
    await waitFor(() => {
      expect(screen.getByTestId('page-view')).toHaveAttribute('data-view-id', 'parent');
    });
    expect(screen.getByTestId('page-title')).toHaveValue('Projects');
  });

  it('a page missing from the folder says so', async () => {
    installFakeApi({ [FOLDER]: folder() });
    renderPage('gone');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page does not exist');
  });

  it('a page whose folder cannot be loaded says why in the user’s words, and Try again shows the page', async () => {
    const api = installFakeApi({ [FOLDER]: new Refuse(-1, 'no route GET /api/workspace/ws-1/folder') });
    renderPage();
    const failure = await screen.findByTestId('folder-load-failure');
    expect(within(failure).getByRole('alert')).toHaveTextContent(
      'The page could not be loaded. Please try again in a moment.',
    );
    expect(failure).not.toHaveTextContent('no route');
    api.route(FOLDER, folder());
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('page-title')).toHaveValue('Plans');
  });

  it('a renamed title is saved through the page-view PATCH', async () => {
    const api = installFakeApi({ [FOLDER]: folder(), [PATCH_PAGE]: null });
    renderPage();
    const title = await screen.findByTestId('page-title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Roadmap');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => {
      expect(api.requests.filter((request) => request.method === 'PATCH')).toEqual([
        { method: 'PATCH', path: `/api/workspace/${WS}/page-view/page`, body: { name: 'Roadmap' } },
      ]);
    });
  });

  it('EDT-01 EDT-04 / Enter makes the remainder the document’s first paragraph, saved, with the caret there', async () => {
    const api = installFakeApi({
      [FOLDER]: folder(),
      [PATCH_PAGE]: null,
      [COLLAB]: emptyCollab(),
      [WEB_UPDATE]: { version: 2 },
    });
    renderPage();
    const title = await screen.findByTestId<HTMLTextAreaElement>('page-title');
    await within(screen.getByTestId('page-body')).findByTestId('document-editor');
    await userEvent.click(title);
    title.setSelectionRange(2, 2);
    await userEvent.keyboard('{Enter}');
    expect(title).toHaveValue('Pl');
    const body = screen.getByTestId('page-body');
    const paragraph = await within(body).findByText('ans');
    expect(paragraph.closest('[contenteditable="true"]')).toHaveFocus();
    await waitFor(
      () => {
        expect(api.requests.some((request) => request.path.endsWith('/web-update'))).toBe(true);
      },
      { timeout: 4000 },
    );
  });

  it('DLG-16 / a failed page update shows an error toast saying what failed and why, in the user’s words', async () => {
    installFakeApi({ [FOLDER]: folder() });
    const toast = jest.spyOn(notify, 'error');
    jest
      .spyOn(folderActions, 'updatePage')
      .mockRejectedValue(
        new AppError('NotEnoughPermissions', 'User does not have permissions to execute this action'),
      );
    renderPage();
    await typeIntoTitleAndLeave('!');
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith(
        'The page could not be renamed. You do not have permission to change this page.',
      );
    });
  });

  it('ENT-32 ENT-33 / the page style menu sets font size and line height in extra, keeping its other keys', async () => {
    const api = installFakeApi({ [FOLDER]: folder({ extra: { font: 'Inter' } }), [PATCH_PAGE]: null });
    renderPage();
    await screen.findByTestId('page-title');
    const page = screen.getByTestId('page-view');
    expect(page).toHaveClass('font-normal', 'line-height-normal');
    expect(page).toHaveStyle({ fontSize: '16px' });

    api.route(FOLDER, folder({ extra: { font: 'Inter', fontLayout: 'large', lineHeightLayout: 'normal' } }));
    await userEvent.click(screen.getByTestId('page-settings-button'));
    const menu = screen.getByTestId('page-settings');
    const [sizes] = within(menu).getAllByRole('group');
    if (sizes === undefined) throw new Error('font size group expected');
    await userEvent.click(within(sizes).getByRole('button', { name: 'Large' }));
    await waitFor(() => {
      expect(page).toHaveClass('font-large');
    });
    expect(page).toHaveStyle({ fontSize: '20px' });
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      name: 'Plans',
      extra: { font: 'Inter', fontLayout: 'large', lineHeightLayout: 'normal' },
    });
  });

  it('AST-06 / ENT-04 / the page style menu sets the font in extra.font; the page draws with it, loaded from the font service once', async () => {
    const api = installFakeApi({ [FOLDER]: folder({ extra: { fontLayout: 'large' } }), [PATCH_PAGE]: null });
    renderPage();
    await screen.findByTestId('page-title');
    const content = () => screen.getByTestId('page-title').closest('[data-font]');
    expect(content()).toBeNull();

    api.route(FOLDER, folder({ extra: { fontLayout: 'large', lineHeightLayout: 'normal', font: 'Lora' } }));
    await userEvent.click(screen.getByTestId('page-settings-button'));
    await userEvent.selectOptions(screen.getByTestId('page-font'), 'Lora');
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      name: 'Plans',
      extra: { fontLayout: 'large', lineHeightLayout: 'normal', font: 'Lora' },
    });
    await waitFor(() => {
      expect(content()).toHaveAttribute('data-font', 'Lora');
    });
    expect((content() as HTMLElement).style.getPropertyValue('--quire-font-family')).toBe('"Lora", serif');
    expect(content()).toHaveStyle({ fontFamily: '"Lora", serif' });
    const links = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[data-quire-font="Lora"]'));
    expect(links.map((link) => link.href)).toEqual([
      'http://fonts.test/css2?family=Lora:wght@400;700&display=swap',
    ]);

    // Back to the app's own font: the key leaves extra.
    api.route(FOLDER, folder({ extra: { fontLayout: 'large', lineHeightLayout: 'normal' } }));
    await userEvent.selectOptions(screen.getByTestId('page-font'), '');
    expect(api.requests.filter((request) => request.method === 'PATCH').at(-1)?.body).toEqual({
      name: 'Plans',
      extra: { fontLayout: 'large', lineHeightLayout: 'normal' },
    });
    await waitFor(() => {
      expect(content()).toBeNull();
    });
  });

  it('Add cover stores the chosen cover in extra.cover, and the cover shows', async () => {
    const api = installFakeApi({ [FOLDER]: folder(), [PATCH_PAGE]: null });
    renderPage();
    await userEvent.click(await screen.findByTestId('page-add-cover'));
    api.route(FOLDER, folder({ extra: { cover: { type: 'color', value: 'tint3' } } }));
    await userEvent.click(within(screen.getByTestId('cover-menu')).getByRole('button', { name: 'Colour 3' }));
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      name: 'Plans',
      extra: { cover: { type: 'color', value: 'tint3' } },
    });
    expect(await screen.findByTestId('page-cover')).toHaveAttribute('data-cover-value', 'tint3');
    expect(screen.queryByTestId('page-add-cover')).not.toBeInTheDocument();
  });

  it('PRM-02 VAL-02 / a guest cannot update the page: a read-only title, body, icon and cover, and nothing is sent', async () => {
    forgetWorkspaceRoles();
    const api = installFakeApi({
      'GET /api/workspace': [{ workspace_id: WS, workspace_name: 'Team', icon: '', role: 'Guest' }],
      [FOLDER]: folder({ icon: { ty: 0, value: '🚀' }, extra: { cover: { type: 'color', value: 'tint3' } } }),
      [COLLAB]: emptyCollab(),
      [PATCH_PAGE]: null,
    });
    try {
      renderPage();
      const title = await screen.findByTestId('page-title');
      await waitFor(() => {
        expect(title).toHaveAttribute('readonly');
      });
      expect(await screen.findByRole('textbox', { name: 'Page content' })).toHaveAttribute(
        'contenteditable',
        'false',
      );
      expect(screen.getByTestId('page-cover')).toHaveAttribute('data-cover-value', 'tint3');
      expect(screen.getByText('🚀')).toBeInTheDocument();
      for (const control of ['Change icon', 'Change cover', 'Add cover', 'Add icon']) {
        expect(screen.queryByRole('button', { name: control })).not.toBeInTheDocument();
      }
      expect(screen.queryByTestId('page-settings-button')).not.toBeInTheDocument();
      await typeIntoTitleAndLeave(' renamed');
      expect(title).toHaveValue('Plans');
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    } finally {
      forgetWorkspaceRoles();
    }
  });

  it('shows the page icon', async () => {
    installFakeApi({ [FOLDER]: folder({ icon: { ty: 0, value: '🚀' } }) });
    renderPage();
    expect(await screen.findByTestId('page-icon')).toHaveTextContent('🚀');
  });

  it('PUB-18 CON-13 NAV-04 / on a phone the cover is at most 180 px and the breadcrumb keeps the last crumb', async () => {
    jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1');
    installFakeApi({ [FOLDER]: folder({ extra: { cover: { type: 'built_in', value: '2' } } }) });
    renderPage();
    expect(await screen.findByTestId('page-cover')).toHaveStyle({ maxHeight: '180px' });
    const trail = screen.getByTestId('breadcrumb');
    expect(crumbNames()).toEqual(['General', 'Plans']);
    expect(within(trail).getByTestId('breadcrumb-overflow')).toBeInTheDocument();
  });
});
