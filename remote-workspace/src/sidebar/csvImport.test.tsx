import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Refuse } from '../data/test/fakeApi';
import { forgetSidebar, WS, renderSidebar, serveSidebar } from './test/renderSidebar';

afterEach(forgetSidebar);

const importPath = `/api/workspace/${WS}/database/import-csv`;

/** Through "+ New page" at the top, or a space's "+" (`plusTestId`): each has its own picker. */
async function importFile(file: File, plusTestId = 'sidebar-add-page') {
  const plus = await screen.findByTestId(plusTestId);
  await userEvent.click(plus);
  await userEvent.click(screen.getByTestId('new-page-import-csv'));
  const picker = plus.parentElement;
  if (picker === null) throw new Error('no picker');
  await userEvent.upload(within(picker).getByTestId('import-csv-input'), file);
}

describe('Import CSV from the new-page menu', () => {
  it('uploads the picked file into the space and opens the new grid page', async () => {
    const api = serveSidebar({ [`POST ${importPath}`]: { view_id: 'imported', database_id: 'db' } });
    renderSidebar();
    await importFile(new File(['Name,Count\na,1\n'], 'Sales 2026.csv', { type: 'text/csv' }));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(`/app/${WS}/imported`);
    });
    expect(api.requests.filter((r) => r.method === 'POST' && r.path === importPath)).toHaveLength(1);
    const urlOf = (input: RequestInfo | URL) =>
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const sent = api.fetch.mock.calls.find(([input]) => urlOf(input).includes('import-csv'));
    if (sent === undefined) throw new Error('not sent');
    const url = new URL(urlOf(sent[0]));
    expect(url.searchParams.get('parent_view_id')).toBe('general');
    expect(url.searchParams.get('name')).toBe('Sales 2026');
    expect(sent[1]?.body).toBeInstanceOf(Blob);
    expect(await screen.findByText('Imported Sales 2026')).toBeInTheDocument();
  });

  it("a space's + menu imports into that space", async () => {
    serveSidebar({ [`POST ${importPath}`]: { view_id: 'imported', database_id: 'db' } });
    renderSidebar();
    await importFile(new File(['Name\na\n'], 'list.csv', { type: 'text/csv' }), 'space-add-page-general');
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(`/app/${WS}/imported`);
    });
  });

  it("shows the server's refusal plainly and opens nothing", async () => {
    const api = serveSidebar({
      [`POST ${importPath}`]: new Refuse(1008, 'Malformed CSV: an unterminated quoted field at line 3'),
    });
    renderSidebar();
    await importFile(new File(['Name\n"open\n'], 'bad.csv', { type: 'text/csv' }));
    expect(
      await screen.findByText(
        'The CSV could not be imported: Malformed CSV: an unterminated quoted field at line 3',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/app/${WS}/welcome`);
    expect(api.requests.filter((r) => r.path === importPath)).toHaveLength(1);
  });
});
