import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeCollabServer, fakeIo, seedGrid } from '../test/databaseHarness';
import {
  at,
  installDocuments,
  openFromMenu,
  openGrid,
  renderDatabase,
  setUpRowPageTests,
} from './rowTestHarness';

setUpRowPageTests();

describe('the row page', () => {
  it('PUB-08 / Open in the grid shows the side peek with the title and every property; ?r= names the row', async () => {
    const { rowIds } = await openGrid();
    openFromMenu(at(rowIds, 0));
    const page = await screen.findByTestId('row-page');
    expect(page).toHaveAttribute('data-presentation', 'side');
    expect(page).toHaveAttribute('role', 'dialog');
    expect(new URL(window.location.href).searchParams.get('r')).toBe(at(rowIds, 0));
    expect(within(page).getByTestId('row-title')).toHaveValue('Alpha');
    const names = within(page)
      .getAllByTestId('row-property')
      .map((property) => within(property).getAllByRole('button')[0]?.lastElementChild?.textContent);
    expect(names).toEqual(['Type', 'Done', 'Count', 'Tags']);
    // The grid stays underneath.
    expect(screen.getByTestId('database-grid')).toBeInTheDocument();
  });

  it('PUB-08 / an address with ?r= opens the row as the whole page; closing takes r out of the address', async () => {
    const server = new FakeCollabServer();
    const { rowIds } = seedGrid(server);
    installDocuments(rowIds);
    window.history.replaceState(null, '', `/app/ws-1/page?r=${at(rowIds, 2)}`);
    renderDatabase(fakeIo(server).io);
    const page = await screen.findByTestId('row-page');
    expect(page).toHaveAttribute('data-presentation', 'page');
    expect(await within(page).findByDisplayValue('Gamma')).toBeInTheDocument();
    expect(screen.queryByTestId('database-grid')).not.toBeInTheDocument();
    fireEvent.click(within(page).getByRole('button', { name: 'Close' }));
    expect(await screen.findByTestId('database-grid')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('Escape closes the peek and the focus goes back to the row; browser back closes it too', async () => {
    const { rowIds } = await openGrid();
    const handle = openFromMenu(at(rowIds, 0));
    const page = await screen.findByTestId('row-page');
    await waitFor(() => {
      expect(page).toHaveFocus();
    });
    fireEvent.keyDown(page, { key: 'Escape' });
    await waitFor(() => {
      expect(screen.queryByTestId('row-page')).not.toBeInTheDocument();
    });
    expect(window.location.search).toBe('');
    await waitFor(() => {
      expect(handle).toHaveFocus();
    });

    openFromMenu(at(rowIds, 0));
    await screen.findByTestId('row-page');
    act(() => {
      window.history.back();
    });
    await waitFor(() => {
      expect(screen.queryByTestId('row-page')).not.toBeInTheDocument();
    });
  }, 20_000);

  it('previous and next show the view’s neighbouring rows; the centre peek is remembered', async () => {
    const { rowIds } = await openGrid();
    openFromMenu(at(rowIds, 0));
    let page = await screen.findByTestId('row-page');
    expect(within(page).getByRole('button', { name: 'Previous row' })).toBeDisabled();
    fireEvent.click(within(page).getByRole('button', { name: 'Next row' }));
    expect(await within(page).findByDisplayValue('Beta')).toBeInTheDocument();
    expect(new URL(window.location.href).searchParams.get('r')).toBe(at(rowIds, 1));
    fireEvent.click(within(page).getByRole('button', { name: 'Centre peek' }));
    page = await screen.findByTestId('row-page');
    await waitFor(() => {
      expect(page).toHaveAttribute('data-presentation', 'centre');
    });
    expect(page).toHaveAttribute('aria-modal', 'true');
    fireEvent.click(within(page).getByRole('button', { name: 'Close' }));
    openFromMenu(at(rowIds, 2));
    expect(await screen.findByTestId('row-page')).toHaveAttribute('data-presentation', 'centre');
  });
});

describe('the primary cell’s Open button', () => {
  it('opens the row’s peek; Escape gives the focus back to the button', async () => {
    const { rowIds } = await openGrid();
    const expand = screen.getAllByRole('button', { name: 'Open Beta' })[0];
    if (expand === undefined) throw new Error('no Open button');
    expand.focus();
    fireEvent.click(expand);
    const page = await screen.findByTestId('row-page');
    expect(new URL(window.location.href).searchParams.get('r')).toBe(at(rowIds, 1));
    expect(within(page).getByTestId('row-title')).toHaveValue('Beta');
    fireEvent.keyDown(page, { key: 'Escape' });
    await waitFor(() => {
      expect(expand).toHaveFocus();
    });
  });
});

describe('Escape inside the row page', () => {
  it('closes an open field menu first, then the peek', async () => {
    const { rowIds } = await openGrid();
    openFromMenu(at(rowIds, 0));
    const page = await screen.findByTestId('row-page');
    const property = within(page).getAllByTestId('row-property')[0];
    if (property === undefined) throw new Error('no property');
    fireEvent.click(within(property).getAllByRole('button')[0] as HTMLElement);
    const menu = await screen.findByRole('menu', { name: 'Field options' });
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => {
      expect(screen.queryByRole('menu', { name: 'Field options' })).not.toBeInTheDocument();
    });
    expect(screen.getByTestId('row-page')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByTestId('row-page'), { key: 'Escape' });
    await waitFor(() => {
      expect(screen.queryByTestId('row-page')).not.toBeInTheDocument();
    });
  });
});

describe('the centre peek', () => {
  it('is a modal dialog that keeps Tab inside it', async () => {
    const { rowIds } = await openGrid();
    window.localStorage.setItem('quire.rowPeekMode', 'centre');
    openFromMenu(at(rowIds, 0));
    const page = await screen.findByTestId('row-page');
    expect(page).toHaveAttribute('aria-modal', 'true');
    const close = within(page).getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(page.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(close);
  });
});
