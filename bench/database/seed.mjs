// The bench's grid in a signed-in workspace, seeded in one request through the CSV import route (a new grid
// page under the first space). Returns the page's address and how long the import took.
import { toCsv } from './data.mjs';

export async function seedGrid(quire, account, rows) {
  const ws = `/api/workspace/${account.workspaceId}`;
  const folder = await account.call('GET', `${ws}/folder?depth=1`);
  const started = performance.now();
  const imported = await fetch(
    `${quire.url}${ws}/database/import-csv?parent_view_id=${folder.children[0].view_id}&name=Bench%20grid`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${account.session.access_token}`, 'content-type': 'text/csv' },
      body: toCsv(rows),
    },
  ).then((response) => response.json());
  if (imported.code !== 0) throw new Error(`import-csv: ${imported.code} ${imported.message}`);
  return {
    url: `${quire.url}/app/${account.workspaceId}/${imported.data.view_id}`,
    seedMs: Math.round(performance.now() - started),
  };
}
