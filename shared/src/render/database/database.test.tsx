/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { readPublishedDatabase } from '../../collab/database/published.js';
import {
  fixtureBlob,
  withFixtures,
  type FixtureDatabase,
} from '../../collab/database/test-utils/fixtures.js';
import { calendarEvents, viewRows, visibleFields } from '../../collab/database/views.js';
import { FieldType } from '../../collab/database/fieldTypes.js';
import { ViewLayout } from '../../collab/layouts.js';
import { DatabaseView } from './DatabaseView.js';
import { RowDetail } from './RowDetail.js';
import { DatabaseSkeleton, skeletonSizes } from './skeletons.js';
import { buildPublished } from './test-utils/build.js';

const rowLink = (rowId: string) => `?r=${encodeURIComponent(rowId)}`;
const viewLink = (viewId: string) => `?v=${encodeURIComponent(viewId)}`;

function rowIdsIn(html: string): Set<string> {
  return new Set([...html.matchAll(/data-row-id="([^"]+)"/g)].map((match) => match[1] ?? ''));
}

describe('database views (server render)', () => {
  for (const name of ['full', 'small'] as FixtureDatabase[]) {
    withFixtures(`PUB-21 / every view of the ${name} fixture renders every row and visible field`, () => {
      const published = readPublishedDatabase(fixtureBlob(name));
      for (const view of published.database.views) {
        const html = renderToString(
          <DatabaseView published={published} viewId={view.id} linkToRow={rowLink} linkToView={viewLink} />,
        );
        const rows = viewRows(published.database, view, published.rows);
        expect(rows.length).toBeGreaterThan(0);
        expect(rowIdsIn(html)).toEqual(new Set(rows.map((row) => row.id)));
        if (view.layout === 0) {
          for (const field of visibleFields(published.database, view)) {
            expect(html).toContain(`data-field-id="${field.id}" data-field-type`);
          }
        }
        if (view.layout === 2) {
          const { events } = calendarEvents(published.database, view, rows);
          for (const event of events)
            expect(html).toMatch(new RegExp(`quire-calendar-event" data-row-id="${event.row.id}`));
        }
        // Every view's tab, linked to its ?v=.
        expect(html).toContain(`href="?v=${view.id}"`);
      }
    });
  }

  withFixtures('renders the full fixture grid cells formatted per type', () => {
    const published = readPublishedDatabase(fixtureBlob('full'));
    const html = renderToString(
      <DatabaseView
        published={published}
        viewId="7d2148fc-cace-4452-9c5c-96e52e6bf8b5"
        linkToRow={rowLink}
      />,
    );
    expect(html).toContain('1.99999999999%');
    expect(html).toContain('href="https://appflowy.io"');
    expect(html).toContain('background-color:#e8e0ff');
    expect(html).toContain('🏯');
    expect(html).toContain('href="?r=2f944220-9f45-40d9-96b5-e8c0888daf7c"');
    expect(html).not.toContain('data-field-id="TfuyhT" data-field-type'); // hidden in this view
  });

  it('PRM-01 / markup in names, cells, options and links is shown as text, colours never injected', () => {
    const published = buildPublished({
      fields: [
        {
          id: 'sel',
          name: '<b>field</b>',
          ty: FieldType.SingleSelect,
          typeOption: {
            content: JSON.stringify({
              options: [{ id: 'o', name: '<img src=x onerror=alert(1)>', color: 'red;background:url(x)' }],
            }),
          },
        },
        { id: 'url', name: 'Link', ty: FieldType.URL },
        { id: 'txt', name: 'Text', ty: FieldType.RichText },
      ],
      rows: [
        {
          id: 'r1',
          name: '<script>alert(1)</script>',
          cells: {
            sel: { ty: FieldType.SingleSelect, data: 'o' },
            url: { ty: FieldType.URL, data: 'javascript:alert(1)' },
            txt: { ty: FieldType.RichText, data: '"><svg onload=alert(1)>' },
          },
        },
      ],
    });
    for (const layout of [ViewLayout.Grid]) {
      const html = renderToString(<DatabaseView published={published} linkToRow={rowLink} />);
      expect(layout).toBe(ViewLayout.Grid);
      expect(html).not.toMatch(/<script|<img|<svg|<b>/i);
      expect(html).not.toContain('href="javascript');
      expect(html).not.toContain('url(x)');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain('javascript:alert(1)');
    }
    const detail = renderToString(<RowDetail published={published} rowId="r1" />);
    expect(detail).not.toMatch(/<script|<img|<svg/i);
    expect(detail).toContain('&lt;b&gt;field&lt;/b&gt;');
  });

  it('PUB-23 CON-15 CON-16 CON-17 CON-18 CON-19 / skeletons have the spec sizes', () => {
    expect(skeletonSizes(1280, 800)).toEqual({
      gridColumns: 10,
      gridRows: 8,
      boardColumns: 3,
      boardCards: 3,
      calendarColumns: 7,
      calendarRows: 4,
    });
    expect(skeletonSizes(2000, 1500)).toMatchObject({ gridRows: 15, boardColumns: 4, boardCards: 5 });
    expect(skeletonSizes(300, 200)).toMatchObject({ gridRows: 3, boardColumns: 3, boardCards: 3 });
    const count = (html: string, cls: string) => html.split(`class="${cls}"`).length - 1;
    const grid = renderToString(
      <DatabaseSkeleton layout="grid" windowWidth={1280} windowHeight={800} label="Loading" />,
    );
    expect(count(grid, 'quire-skeleton-cell')).toBe(80);
    const board = renderToString(
      <DatabaseSkeleton layout="board" windowWidth={1700} windowHeight={950} label="Loading" />,
    );
    expect(count(board, 'quire-skeleton-column')).toBe(4);
    expect(count(board, 'quire-skeleton-card')).toBe(12);
    const calendar = renderToString(
      <DatabaseSkeleton layout="calendar" windowWidth={1280} windowHeight={800} label="Loading" />,
    );
    expect(count(calendar, 'quire-skeleton-day')).toBe(28);
  });

  it('board columns by the grouping field, calendar events by the date field', () => {
    const board = buildPublished({
      layout: ViewLayout.Board,
      fields: [],
      rows: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
    });
    const boardHtml = renderToString(<DatabaseView published={board} />);
    expect(boardHtml).toContain('No Status');
    expect(rowIdsIn(boardHtml)).toEqual(new Set(['a', 'b']));
    const calendar = buildPublished({
      layout: ViewLayout.Calendar,
      fields: [],
      rows: [{ id: 'c', name: 'C' }],
    });
    const calendarHtml = renderToString(
      <DatabaseView published={calendar} fallbackMonth={{ year: 2024, month: 4 }} />,
    );
    expect(calendarHtml).toContain('May 2024');
    expect(calendarHtml).toContain('No date');
    expect(rowIdsIn(calendarHtml)).toEqual(new Set(['c']));
  });
});
