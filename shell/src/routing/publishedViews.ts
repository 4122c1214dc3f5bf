import { matchRoutes, type RouteObject } from 'react-router-dom';

/** The id of the route of spec 000 §2's `/{namespace}/{publishName}`. */
export const PUBLISHED_VIEW_ROUTE_ID = 'published-view';

/** Whether the route table sends this path to the published page view (a static route wins over it). */
export function isPublishedViewPath(routes: RouteObject[], pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches?.at(-1)?.route.id === PUBLISHED_VIEW_ROUTE_ID;
}
