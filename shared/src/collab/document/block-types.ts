/**
 * The block types the spec names (000 §3), spelled as AppFlowy stores them in a block's `ty`. A document
 * may hold others (AppFlowy has more, and will add more): the model reads, keeps and moves those
 * untouched, so `Block.ty` stays a plain string and these sets only decide behaviour.
 */
export const BlockType = {
  Paragraph: 'paragraph',
  Page: 'page',
  Heading: 'heading',
  TodoList: 'todo_list',
  BulletedList: 'bulleted_list',
  NumberedList: 'numbered_list',
  ToggleList: 'toggle_list',
  Code: 'code',
  MathEquation: 'math_equation',
  Quote: 'quote',
  Callout: 'callout',
  Divider: 'divider',
  Image: 'image',
  Video: 'video',
  Grid: 'grid',
  Board: 'board',
  Calendar: 'calendar',
  Outline: 'outline',
  Table: 'table',
  TableCell: 'table/cell',
  LinkPreview: 'link_preview',
  File: 'file',
  MultiImage: 'multi_image',
  SubPage: 'sub_page',
  SimpleTable: 'simple_table',
  SimpleTableRow: 'simple_table_row',
  SimpleTableCell: 'simple_table_cell',
  SimpleColumns: 'simple_columns',
  SimpleColumn: 'simple_column',
} as const;

export type KnownBlockType = (typeof BlockType)[keyof typeof BlockType];

const known: ReadonlySet<string> = new Set(Object.values(BlockType));

export function isKnownBlockType(ty: string): ty is KnownBlockType {
  return known.has(ty);
}

/** Types whose content is a line of rich text (a new block of these gets a Y.Text). */
const textTypes: ReadonlySet<string> = new Set([
  BlockType.Paragraph,
  BlockType.Heading,
  BlockType.TodoList,
  BlockType.BulletedList,
  BlockType.NumberedList,
  BlockType.ToggleList,
  BlockType.Quote,
  BlockType.Callout,
  BlockType.Code,
]);

export function hasTextContent(ty: string): boolean {
  return textTypes.has(ty);
}

/** List types: Enter keeps them, on either side of the split. */
const listTypes: ReadonlySet<string> = new Set([
  BlockType.TodoList,
  BlockType.BulletedList,
  BlockType.NumberedList,
]);

export function isListType(ty: string): boolean {
  return listTypes.has(ty);
}

/**
 * Types that fold their children under their own line (AppFlowy's toggle types): Enter inside an
 * expanded one starts its first child rather than a sibling.
 */
const foldingTypes: ReadonlySet<string> = new Set([BlockType.ToggleList, BlockType.Quote, BlockType.Callout]);

export function foldsChildren(ty: string): boolean {
  return foldingTypes.has(ty);
}

/** Text blocks that may hold nested blocks (AppFlowy's container types): indent targets. */
const nestingTypes: ReadonlySet<string> = new Set([
  BlockType.Paragraph,
  BlockType.TodoList,
  BlockType.BulletedList,
  BlockType.NumberedList,
  BlockType.ToggleList,
  BlockType.Quote,
  BlockType.Callout,
]);

export function acceptsNestedBlocks(ty: string): boolean {
  return nestingTypes.has(ty);
}

/** Layout blocks whose children are positioned by the layout itself: nothing is lifted out of them. */
const structuralTypes: ReadonlySet<string> = new Set([
  BlockType.Page,
  BlockType.Table,
  BlockType.TableCell,
  BlockType.SimpleTable,
  BlockType.SimpleTableRow,
  BlockType.SimpleTableCell,
  BlockType.SimpleColumns,
  BlockType.SimpleColumn,
]);

export function isLayoutContainer(ty: string): boolean {
  return structuralTypes.has(ty) && ty !== BlockType.Page;
}

/**
 * Known types that never hold children: a block changed into one of these hands its children to its
 * parent. The structural types (page, tables, columns) and unknown types keep theirs.
 */
export function dropsChildren(ty: string): boolean {
  return isKnownBlockType(ty) && !nestingTypes.has(ty) && !structuralTypes.has(ty);
}
