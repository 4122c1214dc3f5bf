import { BlockNoteSchema, defaultBlockSpecs, defaultInlineContentSpecs } from '@blocknote/core';
import { createCalloutSpec } from './callout';
import { createColumnSpec, createColumnsSpec } from './columns';
import { createGallerySpec } from './gallery';
import { createInlineObjectSpec } from './inlineObject';
import { createLinkPreviewSpec } from './linkPreview';
import { createMathEquationSpec } from './mathEquation';
import { createOutlineSpec } from './outline';
import { createDatabaseViewSpec, createSubPageSpec } from './pageCards';
import { createPlaceholderSpec } from './placeholder';

// Only the blocks the binding can store in AppFlowy's layout: BlockNote's audio is left out (AppFlowy's audio block
// is not mapped yet), so nothing the user makes is lost on the way to the block model. BlockNote's table is
// AppFlowy's simple_table (`convert/simpleTable.ts`, `binding/writeTable.ts`). Video and file are AppFlowy's video `{url}` and file `{url, name}`; their other props (caption,
// preview width) stay in the editor only.
const {
  paragraph,
  heading,
  quote,
  codeBlock,
  bulletListItem,
  numberedListItem,
  checkListItem,
  toggleListItem,
  divider,
  image,
  video,
  file,
  table,
} = defaultBlockSpecs;

export const documentSchema = BlockNoteSchema.create({
  blockSpecs: {
    paragraph,
    heading,
    quote,
    codeBlock,
    bulletListItem,
    numberedListItem,
    checkListItem,
    toggleListItem,
    divider,
    image,
    video,
    file,
    table,
    callout: createCalloutSpec(),
    simpleColumns: createColumnsSpec(),
    simpleColumn: createColumnSpec(),
    gallery: createGallerySpec(),
    mathEquation: createMathEquationSpec(),
    linkPreview: createLinkPreviewSpec(),
    outline: createOutlineSpec(),
    subPage: createSubPageSpec(),
    databaseView: createDatabaseViewSpec(),
    appflowyBlock: createPlaceholderSpec(),
  },
  // Text and links, and AppFlowy's mentions and formulas (read-only chips).
  inlineContentSpecs: { ...defaultInlineContentSpecs, inlineObject: createInlineObjectSpec() },
});

export type DocumentSchema = typeof documentSchema;
export type EditorBlock = DocumentSchema['Block'];
export type EditorPartialBlock = DocumentSchema['PartialBlock'];
export type DocumentEditorInstance = DocumentSchema['BlockNoteEditor'];
export type EditorInlineContent = EditorBlock['content'];
export { placeholderType } from './placeholder';
export { inlineObjectType } from './inlineObject';
