import { SuggestionMenu } from '@blocknote/core';
import {
  BlockType,
  getBlock,
  hasTextContent,
  indentBlock,
  liftBlock,
  splitBlock,
  type RuleResult,
} from '@quire/shared/collab';
import { TextSelection } from 'prosemirror-state';
import type { DocumentBinding } from '../binding/DocumentBinding';
import type { DocumentEditorInstance } from '../schema';
import { columnBackspace } from './columnKeys';

/** What the rule keys need once the binding exists (the editor is created before it). */
export interface RuleSlot {
  binding: DocumentBinding | null;
  /** Tells the user why a rule changed nothing ('Cannot indent block: block is the first child'). */
  warn: (refusal: Extract<RuleResult, { ok: false }>) => void;
}

/** The block holding a collapsed caret, with the caret's offset in its text; undefined otherwise. */
function caretInText(editor: DocumentEditorInstance): { id: string; offset: number } | undefined {
  const { selection } = editor.prosemirrorView.state;
  if (!selection.empty || !selection.$from.parent.isTextblock) return undefined;
  const id = editor.getTextCursorPosition().block.id;
  return { id, offset: selection.$from.parentOffset };
}

/** Whether the keys are the rules' now: a bound editor, no suggestion menu taking the key, a text block. */
function ruleContext(editor: DocumentEditorInstance, slot: RuleSlot) {
  const binding = slot.binding;
  if (binding === null || editor.getExtension(SuggestionMenu)?.shown() === true) return undefined;
  const caret = caretInText(editor);
  if (caret === undefined) return undefined;
  const stored = getBlock(binding.doc, caret.id);
  if (stored === undefined || !hasTextContent(stored.ty) || stored.ty === BlockType.Code) return undefined;
  return { binding, caret };
}

/**
 * Enter, Tab and Shift+Tab in a line of text run the model's block rules (spec 000 §3), the one
 * implementation every client shares: Enter splits the line as the rules say (offset 0: an empty item
 * above; else the new block keeps a list type, a toggle list only when collapsed, an expanded toggle gets
 * it as its first child), Tab indents under the previous sibling, Shift+Tab lifts after the parent, and a
 * refused indent or lift is told and changes nothing. An empty line's Enter, selections across blocks, code
 * and the suggestion menus keep BlockNote's own handling. Backspace at the start of a column's first line keeps
 * the line inside its column (`columnBackspace`). The handler is the editor view's own keydown
 * prop, asked before any plugin: BlockNote's list items bind Enter themselves.
 */
export function ruleKeyDown(slot: RuleSlot): (event: KeyboardEvent) => boolean {
  const enter = (editor: DocumentEditorInstance): boolean => {
    const context = ruleContext(editor, slot);
    const content = editor.getTextCursorPosition().block.content;
    if (context === undefined || !Array.isArray(content) || content.length === 0) return false;
    const { caretBlockId } = context.binding.runRule((doc, origin) =>
      splitBlock(doc, context.caret.id, context.caret.offset, origin),
    );
    editor.setTextCursorPosition(caretBlockId, 'start');
    return true;
  };
  const move =
    (rule: typeof indentBlock) =>
    (editor: DocumentEditorInstance): boolean => {
      const context = ruleContext(editor, slot);
      if (context === undefined) return false;
      const result = context.binding.runRule((doc, origin) => rule(doc, context.caret.id, origin));
      if (!result.ok) {
        slot.warn(result);
        return true;
      }
      // The caret goes back to its offset in the moved line.
      editor.setTextCursorPosition(context.caret.id, 'start');
      const start = editor.prosemirrorView.state.selection.from;
      editor.transact((tr) => tr.setSelection(TextSelection.create(tr.doc, start + context.caret.offset)));
      return true;
    };
  return (event: KeyboardEvent): boolean => {
    const editor = slot.binding?.editor;
    if (
      editor === undefined ||
      !editor.isEditable ||
      event.isComposing ||
      event.altKey ||
      event.ctrlKey ||
      event.metaKey
    )
      return false;
    if (event.key === 'Enter' && !event.shiftKey) return enter(editor);
    if (event.key === 'Tab') return move(event.shiftKey ? liftBlock : indentBlock)(editor);
    if (event.key === 'Backspace' && !event.shiftKey) return columnBackspace(editor);
    return false;
  };
}
