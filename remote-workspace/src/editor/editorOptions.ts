import type { PartialBlock } from '@blocknote/core';
import { undoExtension, type UndoSlot } from './binding/undoExtension';
import { installAppFlowyBlockIds } from './blockIds';
import { editorDictionary } from './dictionary';
import { documentSchema, type EditorPartialBlock } from './schema';

/**
 * The BlockNote options of the document editor: our schema, the binding's undo in place of BlockNote's
 * history, and no trailing block (it would write an empty paragraph into every page just by opening it).
 * New blocks get AppFlowy's 8-character ids; the editable area is named for assistive technology. With
 * `uploadFile`, pasted and dropped files and the file panel's upload tab store files on the server.
 */
export function documentEditorOptions(
  undoSlot: UndoSlot,
  initialContent: EditorPartialBlock[],
  /** The editable area's accessible name (its role is textbox, which needs one). */
  label = 'Page content',
  uploadFile?: (file: File) => Promise<string>,
  /** The interface's language, for BlockNote's own words. */
  language = 'en',
) {
  installAppFlowyBlockIds();
  return {
    schema: documentSchema,
    dictionary: editorDictionary(language),
    domAttributes: { editor: { 'aria-label': label } },
    trailingBlock: false,
    disableExtensions: ['history'],
    extensions: [undoExtension(undoSlot)],
    ...(uploadFile === undefined ? {} : { uploadFile }),
    ...(initialContent.length > 0 ? { initialContent: initialContent as PartialBlock[] } : {}),
  };
}
