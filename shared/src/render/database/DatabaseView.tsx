import type { DatabaseViewModel } from '../../collab/database/model.js';
import { DatabaseLayout } from '../../collab/layouts.js';
import { BoardView } from './BoardView.js';
import { CalendarView } from './CalendarView.js';
import { ChartView } from './ChartView.js';
import type { CalendarMonth } from './calendarGrid.js';
import { GalleryView } from './GalleryView.js';
import { GridView } from './GridView.js';
import { ListView } from './ListView.js';
import type { DatabaseRenderOptions } from './options.js';
import { shownViews } from './shown.js';

export interface DatabaseViewProps extends DatabaseRenderOptions {
  /** The view asked for (the page's `?v=`); when it is not one of the shown views, `defaultViewId`. */
  viewId?: string | undefined;
  /** The page's own view. */
  defaultViewId?: string | undefined;
  /** The address of a view tab; undefined draws the tabs as plain text. */
  linkToView?: (viewId: string) => string | undefined;
  calendarMonth?: CalendarMonth;
  fallbackMonth?: CalendarMonth;
}

/** Which view is drawn: `viewId`, else `defaultViewId`, else the inline view, else the first shown. */
export function selectedView(props: DatabaseViewProps): DatabaseViewModel | undefined {
  const views = shownViews(props);
  const find = (id: string | undefined) => views.find((view) => view.id === id);
  return (
    find(props.viewId) ?? find(props.defaultViewId) ?? find(props.published.database.inlineViewId) ?? views[0]
  );
}

/** A published database: its view tabs and the selected view drawn by its layout. */
export function DatabaseView(props: DatabaseViewProps) {
  const views = shownViews(props);
  const view = selectedView(props);
  if (view === undefined) return <div className="quire-database-view quire-database-empty" />;
  return (
    <div className="quire-database-view" data-database-id={props.published.database.id}>
      {views.length > 1 ? (
        <nav className="quire-database-tabs">
          {views.map((tab) => {
            const href = props.linkToView?.(tab.id);
            const current = tab.id === view.id;
            return href === undefined ? (
              <span key={tab.id} className="quire-database-tab" aria-current={current ? 'page' : undefined}>
                {tab.name}
              </span>
            ) : (
              <a
                key={tab.id}
                className="quire-database-tab"
                href={href}
                aria-current={current ? 'page' : undefined}
              >
                {tab.name}
              </a>
            );
          })}
        </nav>
      ) : null}
      <LayoutBody {...props} view={view} />
    </div>
  );
}

function LayoutBody(props: DatabaseViewProps & { view: DatabaseViewModel }) {
  switch (props.view.layout) {
    case DatabaseLayout.Board:
      return <BoardView {...props} />;
    case DatabaseLayout.Calendar:
      return (
        <CalendarView
          {...props}
          key={props.view.id}
          {...(props.calendarMonth === undefined ? {} : { month: props.calendarMonth })}
        />
      );
    case DatabaseLayout.Gallery:
      return <GalleryView {...props} />;
    case DatabaseLayout.List:
      return <ListView {...props} />;
    case DatabaseLayout.Chart:
      return <ChartView {...props} />;
    default:
      // Grid, and any layout newer than these, which Quire shows as a grid.
      return <GridView {...props} />;
  }
}
