import type { ViewInfo } from '@quire/shared/render';
import type { OutlineNode } from './publishedOutline';
import type { PublishedIcon, PublishedViewMeta } from './publishedViewMeta';

/** The address of a published page (and one of its blocks). */
export function publishedHref(namespace: string, publishName: string, blockId?: string): string {
  const page = `/${encodeURIComponent(namespace)}/${encodeURIComponent(publishName)}`;
  return blockId === undefined || blockId === '' ? page : `${page}?blockId=${encodeURIComponent(blockId)}`;
}

const emoji = (icon: PublishedIcon | null): string | undefined =>
  icon?.ty === 0 && icon.value !== '' ? icon.value : undefined;

interface Known {
  namespace: string;
  publishName: string;
  meta: PublishedViewMeta;
  outline: ReadonlyMap<string, OutlineNode>;
}

/**
 * The renderer's `linkToView`: a page the outline says is published (or this page) links to its public
 * address; any other page is plain text, since the public could not open it.
 */
export function linkResolver({ namespace, publishName, meta, outline }: Known) {
  return (viewId: string, blockId?: string): string | undefined => {
    const name = viewId === meta.view.view_id ? publishName : outline.get(viewId)?.publishName;
    return name === undefined ? undefined : publishedHref(namespace, name, blockId);
  };
}

/** The renderer's `resolveView`: a linked page's name and emoji, from the outline or this page's children. */
export function viewResolver({ meta, outline }: Pick<Known, 'meta' | 'outline'>) {
  return (viewId: string): ViewInfo | undefined => {
    const known = outline.get(viewId) ?? meta.child_views.find((child) => child.view_id === viewId);
    if (known === undefined) return undefined;
    const icon = emoji(known.icon);
    return icon === undefined ? { name: known.name } : { name: known.name, icon };
  };
}
