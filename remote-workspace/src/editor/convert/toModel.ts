import { BlockType, type BlockData, type TextDelta } from '@quire/shared/collab';
import type { EditorBlock } from '../schema';
import { columnsType, columnType } from '../schema/columns';
import { galleryType } from '../schema/gallery';
import { linkPreviewType } from '../schema/linkPreview';
import { mathEquationType } from '../schema/mathEquation';
import { outlineType } from '../schema/outline';
import { databaseViewType, isDatabaseBlockType, subPageType } from '../schema/pageCards';
import { placeholderType } from '../schema/placeholder';
import { tableType } from '../schema/subtree';
import { storedColor } from './colors';
import { browserLayout, gridLayout, parseEntries } from './gallery';
import { imageData } from './imageData';
import { inlineToDelta } from './inline';

/** What the editor says about one block, in the block model's terms (children aside). */
export interface ModelView {
  ty: string;
  /** The data keys the editor decides; other stored keys are kept. */
  data: BlockData;
  /** Null for a block without text. */
  text: TextDelta | null;
}

type Props = Record<string, unknown>;

function commonData(props: Props): BlockData {
  const data: BlockData = {};
  if (typeof props.textColor === 'string' && props.textColor !== 'default')
    data.font_color = storedColor('text', props.textColor);
  if (typeof props.backgroundColor === 'string' && props.backgroundColor !== 'default')
    data.bgColor = storedColor('background', props.backgroundColor);
  if (typeof props.textAlignment === 'string' && props.textAlignment !== 'left')
    data.align = props.textAlignment;
  return data;
}

/** The data keys the editor decides for a block type: absent from `data`, they are removed. */
export const editorDataKeys = [
  'font_color',
  'bgColor',
  'align',
  'level',
  'checked',
  'language',
  'icon',
  'url',
  // An image's: its type follows its address, its height is scaled with its width (`withScaledHeight`).
  'image_type',
  'width',
  'name',
  'formula',
  'depth',
  // A column's share of its row.
  'ratio',
  // A gallery's pictures and its layout.
  'images',
  'layout',
  // A sub_page's page. A database block's `view_id` is never changed here, and its `parent_id` (with the rest of
  // its data) is not the editor's to decide: it is written only when the editor inserts the block anew.
  'view_id',
];

/** A block as the editor holds it, or as `toEditorBlock` builds it (props may be partial, code text a string). */
export interface EditorBlockLike {
  type?: EditorBlock['type'];
  props?: object;
  content?: unknown;
}

/** The text of a block's content (inline content, or a code block's string), with AppFlowy's marks. */
export function textOf(block: EditorBlockLike): TextDelta {
  if (typeof block.content === 'string') return block.content === '' ? [] : [{ insert: block.content }];
  return Array.isArray(block.content) ? inlineToDelta(block.content) : [];
}

/** The block in the model's terms; undefined for the placeholder, which is never written back. */
export function toModelView(block: EditorBlockLike): ModelView | undefined {
  const props = (block.props ?? {}) as Props;
  const text = textOf(block);
  switch (block.type) {
    case 'paragraph':
      return { ty: BlockType.Paragraph, data: commonData(props), text };
    case 'heading':
      return {
        ty: props.isToggleable === true ? BlockType.ToggleList : BlockType.Heading,
        data: { ...commonData(props), level: props.level },
        text,
      };
    case 'toggleListItem':
      return { ty: BlockType.ToggleList, data: commonData(props), text };
    case 'checkListItem':
      return {
        ty: BlockType.TodoList,
        data: { ...commonData(props), checked: props.checked === true },
        text,
      };
    case 'bulletListItem':
      return { ty: BlockType.BulletedList, data: commonData(props), text };
    case 'numberedListItem':
      return { ty: BlockType.NumberedList, data: commonData(props), text };
    case 'quote':
      return { ty: BlockType.Quote, data: commonData(props), text };
    case 'callout':
      return { ty: BlockType.Callout, data: { ...commonData(props), icon: props.icon }, text };
    case 'codeBlock':
      return { ty: BlockType.Code, data: { language: props.language }, text };
    case 'divider':
      return { ty: BlockType.Divider, data: {}, text: null };
    case 'image':
      return { ty: BlockType.Image, data: imageData(props), text: null };
    case 'video':
      return { ty: BlockType.Video, data: { url: props.url }, text: null };
    case 'file':
      return { ty: BlockType.File, data: { url: props.url, name: props.name }, text: null };
    case tableType:
      // Its rows, cells and header flags are written by `writeSimpleTable`.
      return { ty: BlockType.SimpleTable, data: {}, text: null };
    case columnsType:
      return { ty: BlockType.SimpleColumns, data: {}, text: null };
    case columnType:
      return {
        ty: BlockType.SimpleColumn,
        data: { ratio: typeof props.ratio === 'number' && props.ratio > 0 ? props.ratio : undefined },
        text: null,
      };
    case galleryType:
      // The layout as chosen (a new gallery's is the grid); a stored one the editor does not know stays until
      // another is chosen, since a patch writes only what changed.
      return {
        ty: BlockType.MultiImage,
        data: {
          images: parseEntries(props.images),
          layout: props.layout === browserLayout ? browserLayout : gridLayout,
        },
        text: null,
      };
    case mathEquationType:
      return { ty: BlockType.MathEquation, data: { formula: props.formula }, text: null };
    case linkPreviewType:
      return { ty: BlockType.LinkPreview, data: { url: props.url }, text: null };
    case outlineType:
      return { ty: BlockType.Outline, data: { depth: props.depth }, text: null };
    case subPageType:
      return { ty: BlockType.SubPage, data: { view_id: props.viewId }, text: null };
    case databaseViewType:
      return {
        ty: typeof props.ty === 'string' && isDatabaseBlockType(props.ty) ? props.ty : BlockType.Grid,
        data: { view_id: props.viewId, parent_id: props.parentId === '' ? undefined : props.parentId },
        text: null,
      };
    case placeholderType:
    case undefined:
      return undefined;
  }
}
