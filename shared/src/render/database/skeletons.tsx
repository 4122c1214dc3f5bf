import { exhaustive } from '../../errors/exhaustive.js';

/** Spec 000 §4's skeleton sizes (CON-15…CON-19), from the window's size. */
export function skeletonSizes(windowWidth: number, windowHeight: number) {
  return {
    gridColumns: 10,
    gridRows: Math.max(3, Math.floor(windowHeight / 100)),
    boardColumns: Math.max(3, Math.floor(windowWidth / 420)),
    boardCards: Math.max(3, Math.floor(windowHeight / 300)),
    calendarColumns: 7,
    calendarRows: 4,
  };
}

export type SkeletonLayout = 'grid' | 'board' | 'calendar';

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * The loading skeleton of a database layout. The window size comes from the caller (the server passes a
 * typical size; the browser its own after hydration), so that the first render is the same on both.
 */
export function DatabaseSkeleton({
  layout,
  windowWidth,
  windowHeight,
  label,
}: {
  layout: SkeletonLayout;
  windowWidth: number;
  windowHeight: number;
  label: string;
}) {
  const sizes = skeletonSizes(windowWidth, windowHeight);
  const box = (key: number | string, className: string) => <div key={key} className={className} />;
  let body;
  switch (layout) {
    case 'grid':
      body = (
        <div
          className="quire-skeleton-grid"
          style={{ gridTemplateColumns: `repeat(${sizes.gridColumns}, 1fr)` }}
        >
          {range(sizes.gridRows * sizes.gridColumns).map((i) => box(i, 'quire-skeleton-cell'))}
        </div>
      );
      break;
    case 'board':
      body = (
        <div className="quire-skeleton-board">
          {range(sizes.boardColumns).map((column) => (
            <div key={column} className="quire-skeleton-column">
              {range(sizes.boardCards).map((card) => box(card, 'quire-skeleton-card'))}
            </div>
          ))}
        </div>
      );
      break;
    case 'calendar':
      body = (
        <div
          className="quire-skeleton-grid"
          style={{ gridTemplateColumns: `repeat(${sizes.calendarColumns}, 1fr)` }}
        >
          {range(sizes.calendarRows * sizes.calendarColumns).map((i) => box(i, 'quire-skeleton-day'))}
        </div>
      );
      break;
    default:
      return exhaustive(layout);
  }
  return (
    <div
      className="quire-database-skeleton"
      data-layout={layout}
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      {body}
    </div>
  );
}
