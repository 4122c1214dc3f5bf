import type { DatabaseViewModel } from '../../collab/database/model.js';
import { viewRows } from '../../collab/database/views.js';
import { databaseContext } from './context.js';
import type { DatabaseRenderOptions } from './options.js';
import { RowTitle } from './RowTitle.js';

/**
 * A chart view: Quire does not draw charts yet, so it says so and lists the rows the chart is made of (their
 * titles, each opening its row), rather than passing the view off as a grid.
 */
export function ChartView(props: DatabaseRenderOptions & { view: DatabaseViewModel }) {
  const { published, view } = props;
  const context = databaseContext(props);
  const rows = viewRows(published.database, view, published.rows);
  return (
    <div className="quire-chart" data-view-id={view.id}>
      <p className="quire-chart-unavailable" role="note">
        {context.labels.chartUnavailable}
      </p>
      <ul className="quire-chart-rows">
        {rows.map((row) => (
          <li key={row.id} data-row-id={row.id}>
            <RowTitle row={row} context={context} />
          </li>
        ))}
      </ul>
    </div>
  );
}
