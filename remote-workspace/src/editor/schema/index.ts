import { BlockNoteSchema, defaultBlockSpecs, defaultInlineContentSpecs } from '@blocknote/core';
import { createCalloutSpec } from './callout';
import { createInlineObjectSpec } from './inlineObject';
import { createPlaceholderSpec } from './placeholder';

// Only the blocks the binding can store in AppFlowy's layout: BlockNote's table, file, audio and video are
// left out so nothing the user makes is lost on the way to the block model.
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
    callout: createCalloutSpec(),
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
