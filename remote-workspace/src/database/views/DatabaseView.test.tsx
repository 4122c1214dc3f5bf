import { readDatabase } from '@quire/shared/collab';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as Y from 'yjs';
import {
  FakeCollabServer,
  fakeIo,
  renderDatabase,
  seedGrid,
  sizeElementsInEachTest,
} from '../test/databaseHarness';

sizeElementsInEachTest();

async function openDatabase(options: { readOnly?: boolean } = {}) {
  const server = new FakeCollabServer();
  const seeded = seedGrid(server);
  const { io, syncs } = fakeIo(server);
  renderDatabase(io, options);
  await screen.findByText('Gamma');
  const database = () => readDatabase(syncs.get(seeded.databaseId)?.doc ?? new Y.Doc());
  const shownNames = () =>
    within(screen.getByTestId('database-grid'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('[role=gridcell]')?.textContent);
  return { ...seeded, database, shownNames };
}

describe('the view tabs', () => {
  it('add a view (it opens), rename it, and delete it after the confirmation', async () => {
    const { database } = await openDatabase();
    const tabs = screen.getByRole('tablist', { name: 'Views' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a view' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Grid' }));
    await waitFor(() => {
      expect(database().views).toHaveLength(2);
    });
    const added = await within(tabs).findByRole('tab', { name: 'Grid' });
    expect(added).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('database-view')).toHaveAttribute('data-view-id', database().views[1]?.id);

    fireEvent.click(added);
    const menu = screen.getByRole('menu', { name: 'View options' });
    const name = within(menu).getByRole('textbox', { name: 'View name' });
    fireEvent.change(name, { target: { value: 'Everything' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(await within(tabs).findByRole('tab', { name: 'Everything' })).toBeInTheDocument();

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Everything' }));
    fireEvent.click(
      within(screen.getByRole('menu', { name: 'View options' })).getByRole('menuitem', {
        name: 'Delete view',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete view' }));
    await waitFor(() => {
      expect(database().views).toHaveLength(1);
    });
    expect(within(tabs).getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'true');
  });

  it('the last view offers no delete', async () => {
    await openDatabase();
    const tabs = screen.getByRole('tablist', { name: 'Views' });
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Tasks' }));
    expect(
      within(screen.getByRole('menu', { name: 'View options' })).queryByRole('menuitem', {
        name: 'Delete view',
      }),
    ).not.toBeInTheDocument();
  });
});

describe('search, filter and sort bar', () => {
  it('search keeps the rows with the text in a shown field (this reader only, nothing written)', async () => {
    const { shownNames, database } = await openDatabase();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search this view' }), {
      target: { value: 'ET' },
    });
    await waitFor(() => {
      expect(shownNames()).toEqual(['Beta']);
    });
    expect(database().views[0]?.filters).toEqual([]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search this view' }), { target: { value: '' } });
    await waitFor(() => {
      expect(shownNames()).toEqual(['Alpha', 'Beta', 'Gamma']);
    });
  });

  it('a filter is added on a field, shown as a chip, and removed', async () => {
    const { shownNames, database } = await openDatabase();
    fireEvent.click(screen.getByRole('button', { name: '+ Filter' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Name' }));
    const value = screen.getByRole('textbox', { name: 'Filter value for Name' });
    fireEvent.change(value, { target: { value: 'mm' } });
    fireEvent.keyDown(value, { key: 'Enter' });
    await waitFor(() => {
      expect(shownNames()).toEqual(['Gamma']);
    });
    expect(screen.getByTestId('database-filter')).toHaveTextContent('Name Contains "mm"');
    expect(database().views[0]?.filters).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove this filter' }));
    await waitFor(() => {
      expect(shownNames()).toEqual(['Alpha', 'Beta', 'Gamma']);
    });
  });

  it('read-only: no tab menus, no "+" view, no filter button, sort chips without a remove', async () => {
    await openDatabase({ readOnly: true });
    const tabs = screen.getByRole('tablist', { name: 'Views' });
    expect(screen.queryByRole('button', { name: 'Add a view' })).not.toBeInTheDocument();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Tasks' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Filter' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search this view' })).toBeEnabled();
  });
});
