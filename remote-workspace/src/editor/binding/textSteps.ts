import { getBlockInfo, getNodeById } from '@blocknote/core';
import type { TextEdit, TextMarks } from '@quire/shared/collab';
import { TextSelection } from 'prosemirror-state';
import { editorColor } from '../convert/colors';
import { embedCharacter } from '../convert/inline';
import type { Mark, MarkType, Node, Schema, Transaction } from './prosemirror';

type MarkFor = (
  schema: Schema,
  value: unknown,
) => { type: MarkType; attrs?: Record<string, unknown> } | undefined;

const simple =
  (name: string): MarkFor =>
  (schema) => {
    const type = schema.marks[name];
    return type === undefined ? undefined : { type };
  };

const colored =
  (name: string, kind: 'text' | 'background'): MarkFor =>
  (schema, value) => {
    const type = schema.marks[name];
    return type === undefined
      ? undefined
      : { type, attrs: { stringValue: editorColor(kind, String(value)) } };
  };

/** AppFlowy's mark keys and the editor marks they are; other keys (mentions, formulas…) are not shown. */
const markFor: Record<string, MarkFor> = {
  bold: simple('bold'),
  italic: simple('italic'),
  underline: simple('underline'),
  strikethrough: simple('strike'),
  code: simple('code'),
  font_color: colored('textColor', 'text'),
  bg_color: colored('backgroundColor', 'background'),
  href: (schema, value) => {
    const type = schema.marks.link;
    return type === undefined ? undefined : { type, attrs: { href: String(value) } };
  },
};

function isSet(value: unknown): boolean {
  return value !== null && value !== undefined && value !== false && value !== '';
}

function marksOf(schema: Schema, content: Node, attributes: TextMarks | undefined): Mark[] {
  const marks: Mark[] = [];
  for (const [key, value] of Object.entries(attributes ?? {})) {
    if (!isSet(value)) continue;
    const mark = markFor[key]?.(schema, value);
    if (mark !== undefined && content.type.allowsMarkType(mark.type))
      marks.push(mark.type.create(mark.attrs));
  }
  return marks;
}

function inlineNodes(schema: Schema, content: Node, text: string, marks: Mark[]): Node[] {
  // In code a line break is text; elsewhere BlockNote keeps it as a hard break node (one position too).
  const hardBreak = schema.nodes.hardBreak;
  if (content.type.spec.code === true || hardBreak === undefined) return [schema.text(text, marks)];
  const nodes: Node[] = [];
  text.split('\n').forEach((line, index) => {
    if (index > 0) nodes.push(hardBreak.create());
    if (line !== '') nodes.push(schema.text(line, marks));
  });
  return nodes;
}

/**
 * Applies a Y.Text change to one block's inline content as ProseMirror steps (insert, delete, add or remove
 * a mark), so the selection and a local composition map through it. Offsets match because every Y.Text
 * unit is one editor position. Returns false when the block is not in the editor or has no inline content.
 */
export function applyTextSteps(tr: Transaction, blockId: string, edit: readonly TextEdit[]): boolean {
  const found = getNodeById(blockId, tr.doc);
  if (found === undefined) return false;
  const info = getBlockInfo(found);
  if (!info.isBlockContainer) return false;
  const content = info.blockContent.node;
  if (content.type.spec.content === undefined || !content.type.spec.content.includes('inline')) return false;
  const schema = tr.doc.type.schema;
  const caret = tr.selection instanceof TextSelection && tr.selection.empty ? tr.selection.head : null;
  const start = info.blockContent.beforePos + 1;
  let position = start;
  for (const op of edit) {
    if ('delete' in op) {
      tr.delete(position, position + op.delete);
    } else if ('retain' in op) {
      for (const [key, value] of Object.entries(op.attributes ?? {})) {
        const mark = markFor[key]?.(schema, value);
        if (mark === undefined || !content.type.allowsMarkType(mark.type)) continue;
        if (isSet(value)) tr.addMark(position, position + op.retain, mark.type.create(mark.attrs));
        else tr.removeMark(position, position + op.retain, mark.type);
      }
      position += op.retain;
    } else {
      const text = typeof op.insert === 'string' ? op.insert : embedCharacter;
      tr.insert(position, inlineNodes(schema, content, text, marksOf(schema, content, op.attributes)));
      position += text.length;
    }
  }
  // Text another client typed exactly at this caret goes after it: the caret stays by what its user typed
  // last, so two people typing at one spot each keep their words whole instead of interleaving.
  if (caret !== null) tr.setSelection(TextSelection.create(tr.doc, tr.mapping.map(caret, -1)));
  return true;
}
