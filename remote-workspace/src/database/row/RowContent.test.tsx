import { addField, FieldType, rowDocumentId, setCell } from '@quire/shared/collab';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Refuse } from '../../data/test/fakeApi';
import { cellOf, WS } from '../test/databaseHarness';
import { at, collabPath, openFromMenu, openGrid, setUpRowPageTests } from './rowTestHarness';

setUpRowPageTests();

describe('the row page’s content', () => {
  it('editing a property writes the row doc; the title writes the primary cell', async () => {
    const { rowIds, fields, syncs } = await openGrid();
    openFromMenu(at(rowIds, 1));
    const page = await screen.findByTestId('row-page');
    const count = within(page)
      .getAllByTestId('row-property-value')
      .find((value) => value.getAttribute('data-field-id') === fields.Count);
    if (count === undefined) throw new Error('no Count property');
    fireEvent.click(count);
    const input = within(page).getByRole('textbox', { name: 'Edit Count' });
    fireEvent.change(input, { target: { value: '42' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(cellOf(syncs, at(rowIds, 1), fields.Count ?? '')?.data).toBe('42');
    expect(await within(page).findByText('42')).toBeInTheDocument();

    const title = within(page).getByTestId('row-title');
    fireEvent.change(title, { target: { value: 'Beta renamed' } });
    fireEvent.blur(title);
    expect(cellOf(syncs, at(rowIds, 1), fields.Name ?? '')?.data).toBe('Beta renamed');
  });

  it('the row’s document opens in the editor by rowDocumentId(rowId), created by its first send under the row', async () => {
    const { rowIds, api } = await openGrid();
    const rowId = at(rowIds, 0);
    const documentId = rowDocumentId(rowId) ?? '';
    openFromMenu(rowId);
    const page = await screen.findByTestId('row-page');
    expect(await within(page).findByTestId('document-editor', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'GET' && r.path === collabPath(documentId))).toBe(true);
    await waitFor(
      () => {
        const sent = api.requests.find((r) => r.path === `${collabPath(documentId)}/web-update`);
        expect(sent?.body).toMatchObject({ collab_type: 0, parent_id: rowId });
      },
      { timeout: 5000 },
    );
  }, 30_000);

  it('VAL-17 / a row document the server refuses to create shows ‘Failed to create row doc’ with Retry', async () => {
    const { rowIds, api } = await openGrid({ webUpdate: new Refuse(1012, 'not allowed') });
    const rowId = at(rowIds, 0);
    const documentId = rowDocumentId(rowId) ?? '';
    openFromMenu(rowId);
    const page = await screen.findByTestId('row-page');
    const alert = await within(page).findByTestId('document-create-failed', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('Failed to create row doc');
    api.route(`POST ${collabPath(documentId)}/web-update`, { version: 1 });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(page).findByTestId('document-editor', {}, { timeout: 20_000 })).toBeInTheDocument();
  }, 30_000);

  it('a guest reads the row: no editors, no new property, the document opened without creating it', async () => {
    const { rowIds, fields, api } = await openGrid({ readOnly: true });
    const rowId = at(rowIds, 0);
    const documentId = rowDocumentId(rowId) ?? '';
    act(() => {
      window.history.pushState({ quireRowPeek: 'side' }, '', `?r=${rowId}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const page = await screen.findByTestId('row-page');
    expect(within(page).getByTestId('row-title')).toHaveAttribute('readonly');
    expect(within(page).queryByRole('button', { name: '+ Add property' })).not.toBeInTheDocument();
    expect(within(page).queryByRole('button', { name: 'Edit Count' })).not.toBeInTheDocument();
    expect(fields.Count).toBeDefined();
    await waitFor(() => {
      expect(api.requests.some((r) => r.path === collabPath(documentId))).toBe(true);
    });
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('+ Add property adds a text field to the database and opens its menu', async () => {
    const { rowIds } = await openGrid();
    openFromMenu(at(rowIds, 0));
    const page = await screen.findByTestId('row-page');
    const before = within(page).getAllByTestId('row-property').length;
    fireEvent.click(within(page).getByRole('button', { name: '+ Add property' }));
    await waitFor(() => {
      expect(within(page).getAllByTestId('row-property')).toHaveLength(before + 1);
    });
    expect(await screen.findByRole('menu', { name: 'Field options' })).toBeInTheDocument();
    const added = within(page).getAllByTestId('row-property').at(-1);
    expect(added?.querySelector('button')?.lastElementChild).toHaveTextContent('Field');
    expect(added?.querySelector('button')?.firstElementChild).toHaveTextContent('Aa');
  });
});

describe('relations on the row page', () => {
  it('a related row of this database is named and opens; one not loaded here shows its id', async () => {
    const elsewhere = 'c0a80000-0000-4000-8000-00000000beef';
    const { rowIds } = await openGrid({
      prepare: (server, seeded) => {
        const database = server.docs.get(seeded.databaseId);
        const alpha = server.docs.get(at(seeded.rowIds, 0));
        if (database === undefined || alpha === undefined) throw new Error('not seeded');
        const now = new Date('2026-01-03T00:00:00Z');
        const related = addField(database, {
          name: 'Related',
          type: FieldType.Relation,
          now,
          typeOption: { database_id: seeded.databaseId },
        });
        setCell(alpha, related, { type: FieldType.Relation, data: [at(seeded.rowIds, 1), elsewhere] }, now);
      },
    });
    openFromMenu(at(rowIds, 0));
    const page = await screen.findByTestId('row-page');
    expect(within(page).getByText(elsewhere)).toBeInTheDocument();
    fireEvent.click(within(page).getByRole('button', { name: 'Beta' }));
    await waitFor(() => {
      expect(new URL(window.location.href).searchParams.get('r')).toBe(at(rowIds, 1));
    });
    expect(await within(page).findByDisplayValue('Beta')).toBeInTheDocument();
  });
});

describe('a relation to another database', () => {
  it('opens the related row on that database’s page (the workspace’s database list names it)', async () => {
    const otherRow = 'c0a80000-0000-4000-8000-00000000f00d';
    const { rowIds, api } = await openGrid({
      prepare: (server, seeded) => {
        const database = server.docs.get(seeded.databaseId);
        const alpha = server.docs.get(at(seeded.rowIds, 0));
        if (database === undefined || alpha === undefined) throw new Error('not seeded');
        const now = new Date('2026-01-03T00:00:00Z');
        const related = addField(database, {
          name: 'Elsewhere',
          type: FieldType.Relation,
          now,
          typeOption: { database_id: 'other-db' },
        });
        setCell(alpha, related, { type: FieldType.Relation, data: [otherRow] }, now);
      },
    });
    api.route(`GET /api/workspace/${WS}/database`, [
      { id: 'other-db', views: [{ view_id: 'other-page', name: 'Other', icon: null, layout: 1 }] },
    ]);
    openFromMenu(at(rowIds, 0));
    const page = await screen.findByTestId('row-page');
    fireEvent.click(await within(page).findByRole('button', { name: otherRow }));
    expect(window.location.pathname).toBe(`/app/${WS}/other-page`);
    expect(new URL(window.location.href).searchParams.get('r')).toBe(otherRow);
  });
});
