import { readPublishedDatabase } from '@quire/shared/collab';
import { hydrationRootId } from '@quire/shared/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishedView } from '../../test/documents';
import { fakeServer, ok } from '../../test/fakeServer';
import { PAGE, teamOutline } from '../../test/publishedServer';
import { renderPublished } from '../../test/renderPublished';
import { boardView, databaseServer, firstRow, fixtureBlob, withFixtures } from '../../test/publishedDatabase';

describe('the published database', () => {
  withFixtures('PUB-21 PUB-07 / draws the page view with every row, and the view ?v= names', async () => {
    const blob = fixtureBlob();
    const { publishApi } = databaseServer(blob);
    const rows = [...readPublishedDatabase(blob).rows.keys()];
    const { container } = renderPublished('/team/tasks', publishApi);
    await screen.findByTestId('publish-database');
    const grid = container.querySelector('.quire-grid-table');
    expect(grid).not.toBeNull();
    for (const rowId of rows) expect(container.querySelector(`tr[data-row-id="${rowId}"]`)).not.toBeNull();
    // The tab of the board is a link the router follows (no page load): the board is drawn.
    await userEvent.click(
      within(container.querySelector('.quire-database-tabs') as HTMLElement).getByText('Board'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(`?v=${boardView}`);
    await waitFor(() => {
      expect(container.querySelector('.quire-board')).not.toBeNull();
    });
    for (const rowId of rows)
      expect(container.querySelector(`.quire-card[data-row-id="${rowId}"]`)).not.toBeNull();
  });

  withFixtures(
    'PUB-08 API-PUB-17 API-PUB-18 / ?r= opens the row as a page with its properties and document',
    async () => {
      const { publishApi } = databaseServer(fixtureBlob());
      renderPublished(`/team/tasks?r=${firstRow}`, publishApi);
      const row = await screen.findByTestId('publish-row');
      expect(within(row).getByRole('heading', { level: 1 })).toHaveTextContent('🏯123');
      expect(await within(row).findByText('Notes of the first row')).toBeInTheDocument();
      expect(within(row).getByText('appflowy.io').closest('a')).toHaveAttribute(
        'href',
        'https://appflowy.io',
      );
      await userEvent.click(within(row).getByText('Back to the database'));
      expect(await screen.findByTestId('publish-database')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/team\/tasks\??$/);
    },
  );

  withFixtures('VAL-17 / a row the publication does not hold opens nothing', async () => {
    const { publishApi } = databaseServer(fixtureBlob());
    renderPublished('/team/tasks?r=not-a-published-row', publishApi);
    expect(await screen.findByTestId('publish-row-missing')).toHaveTextContent(
      'This row is not part of the published page.',
    );
  });

  it('PUB-23 / the grid skeleton shows while the blob loads; a refused blob says so', async () => {
    const pending = fakeServer((path) => {
      if (path === '/api/workspace/published-outline/team') return teamOutline;
      if (path.endsWith('/blob')) return { pending: true };
      if (path.endsWith('/events')) return { pending: true };
      return ok({
        view: { ...publishedView(PAGE, 'Tasks'), layout: 1 },
        child_views: [],
        ancestor_views: [],
      });
    });
    const first = renderPublished('/team/tasks', pending.publishApi);
    const skeleton = await waitFor(() => {
      const found = first.container.querySelector('.quire-database-skeleton');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(skeleton.dataset.layout).toBe('grid');
    expect(skeleton.querySelectorAll('.quire-skeleton-cell').length % 10).toBe(0);
    first.unmount();
    const { publishApi } = databaseServer(null);
    renderPublished('/team/tasks', publishApi);
    expect(await screen.findByTestId('publish-database-failed')).toBeInTheDocument();
  });

  it('keeps the database the server drew on screen while the blob loads (no skeleton, no flash)', async () => {
    const ssr = document.createElement('main');
    ssr.id = 'quire-published';
    ssr.innerHTML = `<h1>Tasks</h1><div id="${hydrationRootId}"><div class="quire-database-view">server grid</div></div>`;
    document.body.append(ssr);
    const pending = fakeServer((path) => {
      if (path === '/api/workspace/published-outline/team') return teamOutline;
      if (path.endsWith('/blob') || path.endsWith('/events')) return { pending: true };
      return ok({
        view: { ...publishedView(PAGE, 'Tasks'), layout: 1 },
        child_views: [],
        ancestor_views: [],
      });
    });
    const { container } = renderPublished('/team/tasks', pending.publishApi);
    const copy = await screen.findByTestId('publish-database-server-copy');
    await waitFor(() => {
      expect(copy).toHaveTextContent('server grid');
    });
    expect(container.querySelector('.quire-database-skeleton')).toBeNull();
    expect(document.getElementById('quire-published')).toBeNull();
  });
});
