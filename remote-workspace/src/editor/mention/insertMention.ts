import type { Mention } from '@quire/shared/collab';
import { inlineObjectType } from '../schema/inlineObject';
import type { DocumentEditorInstance } from '../schema';

/**
 * Puts a mention at the caret, followed by a space to type on: the editor's inline object holding exactly
 * AppFlowy's attributes (`{mention: {type: 'page', page_id}}` or `{mention: {type: 'date', date, …}}`), which
 * the binding writes as one '$' carrying them.
 */
export function insertMention(editor: DocumentEditorInstance, mention: Mention): void {
  editor.insertInlineContent([
    { type: inlineObjectType, props: { attributes: JSON.stringify({ mention }) } },
    ' ',
  ]);
}
