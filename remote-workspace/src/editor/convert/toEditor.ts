import { BlockType, type BlockData, type BlockNode, levelOf, isChecked } from '@quire/shared/collab';
import { documentSchema, type EditorPartialBlock } from '../schema';
import { columnsType, columnType } from '../schema/columns';
import { galleryType } from '../schema/gallery';
import { linkPreviewType } from '../schema/linkPreview';
import { mathEquationType } from '../schema/mathEquation';
import { defaultOutlineDepth, outlineType } from '../schema/outline';
import { databaseViewType, subPageType } from '../schema/pageCards';
import { placeholderType } from '../schema/placeholder';
import { standsForSubtree, tableType } from '../schema/subtree';
import { editorColor } from './colors';
import { galleryEntries, galleryLayout } from './gallery';
import { imageProps } from './imageData';
import { deltaToInline, plainText } from './inline';
import { hasCells, tableContentOf } from './simpleTable';

const alignments = new Set(['left', 'center', 'right', 'justify']);

/** The props every text block shares: AppFlowy's `font_color`, `bgColor` and `align`. */
type Alignment = 'left' | 'center' | 'right' | 'justify';

/**
 * The props every text block shares, from AppFlowy's `font_color`, `bgColor` and `align`. All are given,
 * defaults included, so that updating a block's props clears a colour that was removed.
 */
function commonProps(data: BlockData): {
  textColor: string;
  backgroundColor: string;
  textAlignment: Alignment;
} {
  return {
    textColor:
      typeof data.font_color === 'string' && data.font_color !== ''
        ? editorColor('text', data.font_color)
        : 'default',
    backgroundColor:
      typeof data.bgColor === 'string' && data.bgColor !== ''
        ? editorColor('background', data.bgColor)
        : 'default',
    textAlignment:
      typeof data.align === 'string' && alignments.has(data.align) ? (data.align as Alignment) : 'left',
  };
}

function headingLevel(data: BlockData): 1 | 2 | 3 | 4 | 5 | 6 {
  return Math.min(Math.max(levelOf(data) ?? 1, 1), 6) as 1 | 2 | 3 | 4 | 5 | 6;
}

/** AppFlowy's outline depth (a number, or a numeric string from other clients), 1 to 6. */
function outlineDepth(data: BlockData): number {
  const depth = Number(data.depth);
  return Number.isInteger(depth) && depth >= 1 ? Math.min(depth, 6) : defaultOutlineDepth;
}

/** A column's stored `ratio` (a number, or digits from other clients); 0 for none. */
function columnRatio(data: BlockData): number {
  const ratio = Number(data.ratio);
  return data.ratio !== undefined && data.ratio !== null && Number.isFinite(ratio) && ratio > 0 ? ratio : 0;
}

function stringOf(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/** The block without its children, or undefined for a type this editor does not edit. */
function editorBlockOf(node: BlockNode): EditorPartialBlock | undefined {
  const content = deltaToInline(node.text ?? []);
  const id = node.id;
  const data = node.data;
  switch (node.ty) {
    case BlockType.Paragraph:
      return { id, type: 'paragraph', props: commonProps(data), content };
    case BlockType.Heading:
      return { id, type: 'heading', props: { ...commonProps(data), level: headingLevel(data) }, content };
    case BlockType.ToggleList:
      // A toggle list with a level is AppFlowy's toggle heading.
      return levelOf(data) === undefined
        ? { id, type: 'toggleListItem', props: commonProps(data), content }
        : {
            id,
            type: 'heading',
            props: { ...commonProps(data), level: headingLevel(data), isToggleable: true },
            content,
          };
    case BlockType.TodoList:
      return {
        id,
        type: 'checkListItem',
        props: { ...commonProps(data), checked: isChecked(data) },
        content,
      };
    case BlockType.BulletedList:
      return { id, type: 'bulletListItem', props: commonProps(data), content };
    case BlockType.NumberedList:
      return { id, type: 'numberedListItem', props: commonProps(data), content };
    case BlockType.Quote:
      return { id, type: 'quote', props: commonProps(data), content };
    case BlockType.Callout:
      return {
        id,
        type: 'callout',
        props: { ...commonProps(data), icon: stringOf(data.icon, '💡') },
        content,
      };
    case BlockType.Code:
      return {
        id,
        type: 'codeBlock',
        props: { language: stringOf(data.language, 'text') },
        // Code is plain text: BlockNote allows no marks in it.
        content: plainText(content),
      };
    case BlockType.Divider:
      return { id, type: 'divider' };
    case BlockType.Image:
      return { id, type: 'image', props: imageProps(data) };
    case BlockType.Video:
      return { id, type: 'video', props: { url: stringOf(data.url, '') } };
    case BlockType.File:
      return { id, type: 'file', props: { url: stringOf(data.url, ''), name: stringOf(data.name, '') } };
    case BlockType.SimpleTable:
      // BlockNote's table has at least one cell: a table without any stays the placeholder, untouched.
      return hasCells(node) ? { id, type: tableType, props: {}, content: tableContentOf(node) } : undefined;
    case BlockType.SimpleColumns:
      return { id, type: columnsType };
    case BlockType.SimpleColumn:
      return { id, type: columnType, props: { ratio: columnRatio(data) } };
    case BlockType.MultiImage:
      return {
        id,
        type: galleryType,
        props: { images: JSON.stringify(galleryEntries(data)), layout: galleryLayout(data) },
      };
    case BlockType.MathEquation:
      return { id, type: mathEquationType, props: { formula: stringOf(data.formula, '') } };
    case BlockType.LinkPreview:
      return { id, type: linkPreviewType, props: { url: stringOf(data.url, '') } };
    case BlockType.Outline:
      return { id, type: outlineType, props: { depth: outlineDepth(data) } };
    case BlockType.SubPage:
      return { id, type: subPageType, props: { viewId: stringOf(data.view_id, '') } };
    case BlockType.Grid:
    case BlockType.Board:
    case BlockType.Calendar:
      return {
        id,
        type: databaseViewType,
        props: { ty: node.ty, viewId: stringOf(data.view_id, ''), parentId: stringOf(data.parent_id, '') },
      };
    default:
      return undefined;
  }
}

/**
 * A stored block (with its subtree) as a BlockNote block with the same id. A type the editor does not
 * edit becomes the placeholder, standing for its whole subtree.
 */
export function toEditorBlock(node: BlockNode): EditorPartialBlock {
  const block = editorBlockOf(node);
  if (block === undefined)
    return { id: node.id, type: placeholderType, props: { ty: node.ty }, children: [] };
  return {
    ...block,
    props: ownProps(block),
    children: standsForSubtree(block.type) ? [] : node.children.map(toEditorBlock),
  };
}

/** Only the props the block type has (a quote has no alignment, say). */
function ownProps(block: EditorPartialBlock): Record<string, unknown> {
  const type = block.type ?? 'paragraph';
  const schema = documentSchema.blockSchema[type].propSchema;
  return Object.fromEntries(Object.entries(block.props ?? {}).filter(([key]) => key in schema));
}

/** The page's blocks for the editor. */
export function toEditorDocument(page: BlockNode): EditorPartialBlock[] {
  return page.children.map(toEditorBlock);
}
