import type { CollabPresence } from '@quire/shared';
import type { PartialBlock } from '@blocknote/core';
import { undoExtension, type UndoSlot } from './binding/undoExtension';
import { installAppFlowyBlockIds } from './blockIds';
import { editorDictionary } from './dictionary';
import { embedIsolationExtension } from './embed/embedIsolation';
import { findExtension, type FindSlot } from './find/findExtension';
import { blockWindowExtension } from './longDocument/blockWindowPlugin';
import { caretBlocksExtension } from './longDocument/caretBlocks';
import { pasteFromOtherEditors } from './paste/pasteFromOtherEditors';
import { presenceExtension } from './presence/presenceExtension';
import { ruleKeyDown, type RuleSlot } from './rules/ruleKeys';
import { documentSchema, type EditorPartialBlock } from './schema';

export interface DocumentEditorSetup {
  /** Where the binding's undo is found once it exists. */
  undoSlot: UndoSlot;
  /** Where the find bar is found once it is mounted (mod+f does nothing without one). */
  findSlot?: FindSlot;
  /** Where Enter, Tab and Shift+Tab find the binding to run the model's block rules through. */
  ruleSlot?: RuleSlot;
  initialContent: EditorPartialBlock[];
  /** Collaborators' carets in the editor, and this user's shared (only with a realtime connection). */
  presence?: CollabPresence | null;
  /** The editable area's accessible name (its role is textbox, which needs one). */
  label?: string;
  /** Stores a pasted, dropped or picked file and answers its address. */
  uploadFile?: (file: File) => Promise<string>;
  /** The interface's language, for BlockNote's own words. */
  language?: string;
}

/**
 * The BlockNote options of the document editor: our schema, the binding's undo in place of BlockNote's
 * history, find in page, and no trailing block (it would write an empty paragraph into every page just by
 * opening it). New blocks get AppFlowy's 8-character ids; the editable area is named for assistive
 * technology. With `uploadFile`, pasted and dropped files and the file panel's upload tab store files.
 */
export function documentEditorOptions(setup: DocumentEditorSetup) {
  installAppFlowyBlockIds();
  const { uploadFile, initialContent } = setup;
  const ruleKeys = setup.ruleSlot === undefined ? undefined : ruleKeyDown(setup.ruleSlot);
  return {
    schema: documentSchema,
    dictionary: editorDictionary(setup.language ?? 'en'),
    domAttributes: { editor: { 'aria-label': setup.label ?? 'Page content' } },
    trailingBlock: false,
    // AppFlowy's simple_table has a header row and a header column, and no merged cells.
    tables: { headers: true },
    disableExtensions: ['history'],
    extensions: [
      undoExtension(setup.undoSlot),
      findExtension(setup.findSlot ?? { open: null }),
      caretBlocksExtension(),
      blockWindowExtension(),
      embedIsolationExtension(),
      ...(setup.presence == null ? [] : [presenceExtension(setup.presence)]),
    ],
    pasteHandler: pasteFromOtherEditors,
    ...(ruleKeys === undefined
      ? {}
      : {
          _tiptapOptions: {
            editorProps: { handleKeyDown: (_view: unknown, event: KeyboardEvent) => ruleKeys(event) },
          },
        }),
    ...(uploadFile === undefined ? {} : { uploadFile }),
    ...(initialContent.length > 0 ? { initialContent: initialContent as PartialBlock[] } : {}),
  };
}
