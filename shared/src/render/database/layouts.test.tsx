/**
 * @jest-environment node
 */
// Gallery, list and chart views (AppFlowy's database layouts 5, 4 and 3) are drawn as themselves, not as a
// grid: the full fixture's grid view with its layout changed draws every row of the view in that layout.
import { renderToString } from 'react-dom/server';
import type { DatabaseViewModel } from '../../collab/database/model.js';
import { readPublishedDatabase, type PublishedDatabase } from '../../collab/database/published.js';
import { fixtureBlob, withFixtures } from '../../collab/database/test-utils/fixtures.js';
import { viewRows } from '../../collab/database/views.js';
import { DatabaseLayout } from '../../collab/layouts.js';
import { DatabaseView } from './DatabaseView.js';

const gridView = '7eb697cd-6a55-40bb-96ac-0d4a3bc924b2';
const rowLink = (rowId: string) => `?r=${encodeURIComponent(rowId)}`;

/** The full fixture with its grid view given `layout`. */
function withLayout(layout: number): { published: PublishedDatabase; view: DatabaseViewModel } {
  const published = readPublishedDatabase(fixtureBlob('full'));
  const views = published.database.views.map((view) => (view.id === gridView ? { ...view, layout } : view));
  const view = views.find((candidate) => candidate.id === gridView);
  if (view === undefined) throw new Error('the fixture has no grid view');
  return { published: { ...published, database: { ...published.database, views } }, view };
}

function rowIdsIn(html: string, className: string): string[] {
  const pattern = new RegExp(`class="${className}"[^>]*data-row-id="([^"]+)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

describe('database layouts beyond grid, board and calendar', () => {
  withFixtures('PUB-21 / a gallery view draws its rows as cards, in the view order', () => {
    const { published, view } = withLayout(DatabaseLayout.Gallery);
    const html = renderToString(<DatabaseView published={published} viewId={gridView} linkToRow={rowLink} />);
    const rows = viewRows(published.database, view, published.rows);
    expect(rows.length).toBeGreaterThan(1);
    expect(html).toContain('class="quire-gallery"');
    expect(html).not.toContain('quire-grid-table');
    expect(rowIdsIn(html, 'quire-card')).toEqual(rows.map((row) => row.id));
    for (const row of rows) expect(html).toContain(`href="?r=${row.id}"`);
  });

  withFixtures('PUB-21 / a list view draws one line per row with its title linked to the row', () => {
    const { published, view } = withLayout(DatabaseLayout.List);
    const html = renderToString(<DatabaseView published={published} viewId={gridView} linkToRow={rowLink} />);
    const rows = viewRows(published.database, view, published.rows);
    expect(html).toContain('class="quire-list"');
    expect(html).not.toContain('quire-grid-table');
    expect(rowIdsIn(html, 'quire-list-row')).toEqual(rows.map((row) => row.id));
    for (const row of rows) expect(html).toContain(`href="?r=${row.id}"`);
  });

  withFixtures('PUB-21 / a chart view says it is not drawn and lists its rows, never a grid', () => {
    const { published, view } = withLayout(DatabaseLayout.Chart);
    const html = renderToString(
      <DatabaseView
        published={published}
        viewId={gridView}
        linkToRow={rowLink}
        labels={{ chartUnavailable: 'Pas de graphique' }}
      />,
    );
    const rows = viewRows(published.database, view, published.rows);
    expect(html).toContain('Pas de graphique');
    expect(html).not.toContain('quire-grid-table');
    for (const row of rows) expect(html).toContain(`href="?r=${row.id}"`);
  });
});
