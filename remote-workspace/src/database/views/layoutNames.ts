import { DatabaseLayout } from '@quire/shared/collab';
import type { TFunction } from 'i18next';

/** The layouts a view can be added as from the tabs. */
export const addableLayouts = [DatabaseLayout.Grid, DatabaseLayout.Board, DatabaseLayout.Calendar] as const;

export function layoutLabel(t: TFunction, layout: number): string {
  switch (layout) {
    case DatabaseLayout.Grid:
      return t('workspace.database.layout.grid', 'Grid');
    case DatabaseLayout.Board:
      return t('workspace.database.layout.board', 'Board');
    case DatabaseLayout.Calendar:
      return t('workspace.database.layout.calendar', 'Calendar');
    case DatabaseLayout.Chart:
      return t('workspace.database.layout.chart', 'Chart');
    case DatabaseLayout.List:
      return t('workspace.database.layout.list', 'List');
    case DatabaseLayout.Gallery:
      return t('workspace.database.layout.gallery', 'Gallery');
    default:
      return t('workspace.database.layout.view', 'View');
  }
}
