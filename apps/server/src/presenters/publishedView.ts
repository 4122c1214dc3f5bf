import type { PublishedOutlineView, PublishedViewMeta, PublishViewInfo } from '@quire/shared/contract';
import type { ViewRow } from '../db/schema.js';
import type { PublishedOutlineNode } from '../queries/publishedOutline.js';
import type { PublishedTitle } from '../queries/publishing.js';
import { unixSeconds } from '../db/time.js';
import { readStored } from '../stored/format.js';
import { viewIconFormat } from '../stored/formats.js';
import { layoutOf, presentExtra } from './folderView.js';

// What the public sees of pages: names, icons, layouts, extras and times; never who made them (people are
// null), never the workspace's other pages (callers pass only what the view policy let through).

/** Published pages' titles as published (a page renamed while update live is off keeps its published name). */
export type PublishedTitles = ReadonlyMap<string, PublishedTitle>;

const asPublished = (view: ViewRow, titles: PublishedTitles): ViewRow => {
  const title = titles.get(view.view_id);
  return title === undefined ? view : { ...view, ...title };
};

export function presentPublishViewInfo(row: ViewRow, titles: PublishedTitles = new Map()): PublishViewInfo {
  const view = asPublished(row, titles);
  return {
    view_id: view.view_id,
    name: view.name,
    icon: view.icon === null ? null : readStored(viewIconFormat, view.icon),
    layout: layoutOf(view.layout),
    extra: JSON.stringify(presentExtra(view)),
    created_by: null,
    last_edited_by: null,
    last_edited_time: unixSeconds(view.last_edited_time),
    created_at: unixSeconds(view.created_at),
    child_views: null,
  };
}

/** `ancestors`: from the space down to the view itself, as AppFlowy's breadcrumb reads them. */
export function presentPublishedMeta(
  view: ViewRow,
  children: readonly ViewRow[],
  ancestors: readonly ViewRow[],
  titles: PublishedTitles,
): PublishedViewMeta {
  return {
    view: presentPublishViewInfo(view, titles),
    child_views: children.map((child) => presentPublishViewInfo(child, titles)),
    ancestor_views: ancestors.map((ancestor) => presentPublishViewInfo(ancestor, titles)),
  };
}

/** The outline's root stands for the workspace; its children are the spaces holding published pages. */
export function presentPublishedOutline(
  root: { workspaceId: string; name: string },
  nodes: readonly PublishedOutlineNode[],
  titles: PublishedTitles,
): PublishedOutlineView {
  return {
    view_id: root.workspaceId,
    name: root.name,
    icon: null,
    layout: 0,
    is_published: false,
    extra: null,
    children: nodes.map((node) => presentPublishedOutlineNode(node, titles)),
  };
}

function presentPublishedOutlineNode(
  node: PublishedOutlineNode,
  titles: PublishedTitles,
): PublishedOutlineView {
  const { view, publication } = node;
  const info = presentPublishViewInfo(view, titles);
  return {
    view_id: view.view_id,
    name: info.name,
    icon: info.icon,
    layout: info.layout,
    is_published: publication !== undefined,
    extra: info.extra,
    ...(publication === undefined
      ? {}
      : {
          publish_name: publication.publish_name,
          publish_timestamp: publication.published_at,
          comments_enabled: publication.comments_enabled === 1,
          duplicate_enabled: publication.duplicate_enabled === 1,
        }),
    children: node.children.map((child) => presentPublishedOutlineNode(child, titles)),
  };
}
