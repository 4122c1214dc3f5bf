import { PublishSkeleton } from '../PublishSkeleton';

/**
 * `?r=` on a grid, board or calendar: the row detail opens, and the database's header gives way to a
 * document-style skeleton while the row loads (PUB-08, PUB-09) — the database body's loading state, unless
 * the server drew the row (its drawing stays until hydrated).
 */
export function RowDetailSkeleton() {
  return (
    <div data-testid="publish-row-skeleton">
      <PublishSkeleton />
    </div>
  );
}
