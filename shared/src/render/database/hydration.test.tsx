import { readPublishedDatabase } from '../../collab/database/published.js';
import { fixtureBlob, withFixtures } from '../../collab/database/test-utils/fixtures.js';
import { DatabaseView, type DatabaseViewProps } from './DatabaseView.js';
import { RowDetail, RowMissing } from './RowDetail.js';
import { hydrateServerHtml } from '../test-utils/hydrate.js';

/** Server HTML put in the page, then hydrated: no mismatch reported and the DOM left as the server sent it. */
async function hydrate(element: React.ReactElement): Promise<unknown[]> {
  const { container, parsed, errors } = await hydrateServerHtml(element);
  expect(container.innerHTML).toBe(parsed);
  return errors;
}

describe('database views hydrate', () => {
  withFixtures(
    'PUB-21 / every view of both fixtures hydrates without a mismatch, and a row page and the missing row note too',
    async () => {
      for (const name of ['full', 'small'] as const) {
        const published = readPublishedDatabase(fixtureBlob(name));
        for (const view of published.database.views) {
          const props: DatabaseViewProps = {
            published,
            viewId: view.id,
            linkToRow: (rowId) => `?r=${rowId}`,
            linkToView: (viewId) => `?v=${viewId}`,
            fallbackMonth: { year: 2024, month: 4 },
          };
          expect(await hydrate(<DatabaseView {...props} />)).toEqual([]);
        }
        const [rowId] = [...published.rows.keys()];
        expect(await hydrate(<RowDetail published={published} rowId={rowId ?? ''} />)).toEqual([]);
      }
      expect(await hydrate(<RowMissing backHref="?" />)).toEqual([]);
    },
  );
});
