import type { SkeletonLayout } from '@quire/shared/render';
import { ViewLayout } from '../publishedViewMeta';

/** Which database skeleton a page of this ViewLayout shows while it loads. */
export function skeletonLayout(layout: number): SkeletonLayout {
  if (layout === ViewLayout.Board) return 'board';
  if (layout === ViewLayout.Calendar) return 'calendar';
  return 'grid';
}
