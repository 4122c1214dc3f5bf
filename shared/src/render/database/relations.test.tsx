/**
 * @jest-environment node
 */
// Relation cells: a related row of the same database opens its `?r=` when it is published; a row of another
// database opens on the page the blob's database_relations names for that database, and stays plain text when
// it names none (the related database is not published for the public).
import { renderToString } from 'react-dom/server';
import { FieldType } from '../../collab/database/fieldTypes.js';
import { readPublishedDatabase, type PublishedDatabase } from '../../collab/database/published.js';
import { fixtureBlob, withFixtures } from '../../collab/database/test-utils/fixtures.js';
import { DatabaseView } from './DatabaseView.js';
import { RowDetail } from './RowDetail.js';

const inlineView = '7d2148fc-cace-4452-9c5c-96e52e6bf8b5';
const otherDatabase = '9a9a9a9a-1111-4222-8333-444444444444';
const rowLink = (rowId: string) => `?r=${rowId}`;
const relatedLink = (viewId: string, rowId: string) => `/ns/page-of-${viewId}?r=${rowId}`;

/** The full fixture, its relation field pointing at `target` (its own database when undefined). */
function fixtureRelatingTo(
  target: string | undefined,
  relations: Record<string, string> = {},
): PublishedDatabase {
  const published = readPublishedDatabase(fixtureBlob('full'));
  const fields = Object.fromEntries(
    Object.entries(published.database.fields).map(([id, field]) => [
      id,
      field.type === FieldType.Relation && target !== undefined
        ? { ...field, typeOption: { ...field.typeOption, database_id: target } }
        : field,
    ]),
  );
  return { ...published, database: { ...published.database, fields }, relations };
}

function relatedIds(html: string): string[] {
  return [...html.matchAll(/<a class="quire-cell-related" href="([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('relation cells', () => {
  withFixtures('a related row of the same database links to its ?r= when published', () => {
    const published = fixtureRelatingTo(undefined);
    const html = renderToString(
      <DatabaseView published={published} viewId={inlineView} linkToRow={rowLink} />,
    );
    const links = relatedIds(html);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(published.rows.has(link.replace('?r=', ''))).toBe(true);
    // Without row links the cells stay text.
    expect(relatedIds(renderToString(<DatabaseView published={published} viewId={inlineView} />))).toEqual(
      [],
    );
  });

  withFixtures(
    'a row of another database links to the page database_relations names, else stays text',
    () => {
      const named = fixtureRelatingTo(otherDatabase, { [otherDatabase]: 'related-view' });
      const html = renderToString(
        <DatabaseView
          published={named}
          viewId={inlineView}
          linkToRow={rowLink}
          linkToRelatedRow={relatedLink}
        />,
      );
      const links = relatedIds(html);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toMatch(/^\/ns\/page-of-related-view\?r=/);

      const unnamed = fixtureRelatingTo(otherDatabase);
      const plain = renderToString(
        <DatabaseView
          published={unnamed}
          viewId={inlineView}
          linkToRow={rowLink}
          linkToRelatedRow={relatedLink}
        />,
      );
      expect(relatedIds(plain)).toEqual([]);
      expect(plain).toContain('class="quire-cell-related"');

      // The row page links its relation property the same way.
      const rowId = [...named.rows.keys()][0] ?? '';
      const detail = renderToString(
        <RowDetail published={named} rowId={rowId} linkToRow={rowLink} linkToRelatedRow={relatedLink} />,
      );
      for (const link of relatedIds(detail)) expect(link).toMatch(/^\/ns\/page-of-related-view\?r=/);
    },
  );
});
