import { crumbTrail } from '@quire/shared/render';
import type { OutlineNode } from '../publishedOutline';
import { publishedHref } from '../publishedLinks';
import type { PublishedIcon, PublishedViewMeta } from '../publishedViewMeta';

/** One step of the breadcrumb: a link when the page is published (the outline knows its publish name). */
export interface Crumb {
  viewId: string;
  name: string;
  icon: PublishedIcon | null;
  href: string | undefined;
  /** Without the outline nobody knows whether it is published: a click asks its publish info (NAV-05). */
  unknown: boolean;
}

/**
 * The trail of the meta's ancestor_views (the space down to the page itself). The page itself is never a link;
 * an ancestor is one only when the outline lists it as published (ENT-12's is_published).
 */
export function pageCrumbs(
  namespace: string,
  meta: PublishedViewMeta,
  outline: ReadonlyMap<string, OutlineNode> | null,
): Crumb[] {
  return crumbTrail(meta.view, meta.ancestor_views).map((view) => {
    const self = view.view_id === meta.view.view_id;
    const publishName = self ? undefined : outline?.get(view.view_id)?.publishName;
    return {
      viewId: view.view_id,
      name: view.name,
      icon: view.icon,
      href: publishName === undefined ? undefined : publishedHref(namespace, publishName),
      unknown: !self && outline === null,
    };
  });
}
