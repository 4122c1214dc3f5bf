import type { RowCover } from '@quire/shared/collab';
import type { Cover } from '../../page/cover';

/**
 * A cover picked in the page's cover menu as AppFlowy stores a row's (its RowCoverType: colour 0, file 1,
 * asset 2, gradient 3; the board draws it back through `rowCoverStyle`). Null removes it, or takes a kind a
 * row cannot hold.
 */
export function rowCoverOf(cover: Cover): RowCover | null {
  switch (cover.type) {
    case 'color':
      return { data: cover.value, cover_type: 0 };
    case 'custom':
      return { data: cover.value, cover_type: 1 };
    case 'built_in':
      return { data: cover.value, cover_type: 2 };
    case 'gradient':
      return { data: cover.value, cover_type: 3 };
    case 'local':
    case 'unsplash':
    case 'none':
      return null;
  }
}
