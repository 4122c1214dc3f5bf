import { BlockNoteSchema, defaultBlockSpecs, defaultInlineContentSpecs } from '@blocknote/core';
import { createCalloutSpec } from './callout';
import { createInlineObjectSpec } from './inlineObject';
import { createLinkPreviewSpec } from './linkPreview';
import { createMathEquationSpec } from './mathEquation';
import { createOutlineSpec } from './outline';
import { createDatabaseViewSpec, createSubPageSpec } from './pageCards';
import { createPlaceholderSpec } from './placeholder';

// Only the blocks the binding can store in AppFlowy's layout: BlockNote's table and audio are left out (AppFlowy's
// tables are another shape; its audio block is not mapped yet), so nothing the user makes is lost on the way to the
// block model. Video and file are AppFlowy's video `{url}` and file `{url, name}`; their other props (caption,
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
    callout: createCalloutSpec(),
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
