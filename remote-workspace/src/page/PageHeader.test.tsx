import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@quire/shared';
import { folderStore } from '../data';
import { FAIL, Raw, installFakeApi } from '../data/test/fakeApi';
import { databasePageRoutes } from './test/databasePage';
import {
  COLLAB,
  FOLDER,
  PATCH_PAGE,
  emptyCollab,
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
  document.title = '';
});

describe('the browser tab', () => {
  it('shows the open page’s name, Untitled for an unnamed page, and its old title after leaving', async () => {
    document.title = 'Quire';
    installFakeApi({ [FOLDER]: folder() });
    const { unmount } = renderPage();
    await screen.findByTestId('page-title');
    expect(document.title).toBe('Plans');
    unmount();
    expect(document.title).toBe('Quire');

    folderStore.reset();
    installFakeApi({ [FOLDER]: folder({ name: '' }) });
    renderPage();
    await screen.findByTestId('page-title');
    expect(document.title).toBe('Untitled');
  });
});

describe('database and chat pages', () => {
  it('ENT-13 / a grid page (layout 1) shows its database as an editable grid', async () => {
    installFakeApi({ [FOLDER]: folder({ layout: 1 }), ...databasePageRoutes(1) });
    renderPage();
    const grid = await screen.findByTestId('database-grid');
    expect(within(grid).getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ New row' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-layout-placeholder')).not.toBeInTheDocument();
  });

  it.each([[2], [3]] as const)(
    'ENT-13 / a board (2) or calendar (3) page, layout %i, shows its database and its views',
    async (layout) => {
      installFakeApi({ [FOLDER]: folder({ layout }), ...databasePageRoutes(layout) });
      renderPage();
      // What the board or calendar body draws is its own folder's to test; here, that the page is the database's.
      expect(await screen.findByTestId('database-view')).toBeInTheDocument();
      expect(screen.getByRole('tablist', { name: 'Views' })).toBeInTheDocument();
      expect(screen.queryByTestId('page-layout-placeholder')).not.toBeInTheDocument();
    },
  );

  it('ENT-13 / an AI chat page (layout 4) says what it is and that its view is coming', async () => {
    installFakeApi({ [FOLDER]: folder({ layout: 4 }) });
    renderPage();
    const placeholder = await screen.findByTestId('page-layout-placeholder');
    expect(placeholder).toHaveAttribute('data-layout', 'chat');
    expect(within(placeholder).getByRole('heading', { name: 'This page is an AI chat' })).toBeInTheDocument();
    expect(placeholder).toHaveTextContent('The chat view is coming');
    expect(screen.getByTestId('page-body')).not.toHaveTextContent(/document editor/i);
  });

  it('a document shows its editor', async () => {
    installFakeApi({ [FOLDER]: folder({ layout: 0 }), [COLLAB]: emptyCollab() });
    renderPage();
    expect(await screen.findByTestId('document-editor')).toBeInTheDocument();
    expect(screen.queryByTestId('page-layout-placeholder')).not.toBeInTheDocument();
  });
});

describe('renaming from the header', () => {
  it('a refused rename puts the saved name back and says so in words, not the server’s', async () => {
    const api = installFakeApi({
      [FOLDER]: folder(),
      [PATCH_PAGE]: new Raw({ code: 1008, message: 'Invalid request body: name: Too big' }),
    });
    const toast = jest.spyOn(notify, 'error');
    renderPage();
    const title = await screen.findByTestId('page-title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Roadmap');
    act(() => {
      title.blur();
    });
    await waitFor(() => {
      expect(title).toHaveValue('Plans');
    });
    expect(toast).toHaveBeenCalledWith('The page could not be renamed. Please try again in a moment.');
    expect(toast.mock.calls.flat().join(' ')).not.toContain('Invalid request body');
    expect(api.requests.some((request) => request.method === 'PATCH')).toBe(true);
  });

  it('a rename refused for an expired session says to sign in again', async () => {
    installFakeApi({ [FOLDER]: folder(), [PATCH_PAGE]: FAIL });
    const toast = jest.spyOn(notify, 'error');
    renderPage();
    const title = await typeIntoTitleAndLeave('!');
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith(
        'The page could not be renamed. Your session has ended. Sign in again, then retry.',
      );
    });
    expect(title).toHaveValue('Plans');
  });

  it('a whitespace-only title is saved as an empty name and shows Untitled', async () => {
    const api = installFakeApi({ [FOLDER]: folder(), [PATCH_PAGE]: null });
    renderPage();
    const title = await screen.findByTestId('page-title');
    api.route(FOLDER, folder({ name: '' }));
    act(() => {
      title.focus();
    });
    fireEvent.change(title, { target: { value: '    ' } });
    act(() => {
      title.blur();
    });
    expect(title).toHaveValue('');
    expect(title).toHaveAttribute('placeholder', 'Untitled');
    await waitFor(() => {
      expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ name: '' });
    });
    await waitFor(() => {
      expect(document.title).toBe('Untitled');
    });
  });
});

describe('page actions on a touch screen', () => {
  it('PUB-18 / on a phone the cover’s change button shows without hovering', async () => {
    jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      );
    installFakeApi({ [FOLDER]: folder({ extra: { cover: { type: 'color', value: 'tint1' } } }) });
    renderPage();
    const change = await screen.findByRole('button', { name: 'Change cover' });
    expect(change).toHaveStyle({ opacity: '1' });
    expect(screen.getByTestId('page-add-icon')).toBeVisible();
    expect(screen.getByTestId('page-settings-button')).toBeVisible();
  });
});
