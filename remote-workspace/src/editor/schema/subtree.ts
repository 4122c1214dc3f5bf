import { placeholderType } from './placeholder';

/** BlockNote's table: AppFlowy's simple_table, its rows, cells and their paragraphs held in the block's content. */
export const tableType = 'table';

/**
 * Editor blocks that stand for a whole stored subtree without showing it as editor children: the placeholder
 * (kept untouched) and the table (written by `writeSimpleTable`). The binding never places children under them
 * and reads them afresh when anything inside their subtree changes.
 */
export function standsForSubtree(type: string | undefined): boolean {
  return type === placeholderType || type === tableType;
}
