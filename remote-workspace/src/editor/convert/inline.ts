import type { DefaultStyleSchema, Link, StyledText, Styles } from '@blocknote/core';
import { inlineObjectText, type TextDelta, type TextInsert, type TextMarks } from '@quire/shared/collab';
import { inlineObjectType, parseInlineObject } from '../schema/inlineObject';
import { editorColor, storedColor } from './colors';

export type EditorStyles = Styles<DefaultStyleSchema>;
export type EditorText = StyledText<DefaultStyleSchema>;
/** A mention or a formula: its stored attributes, as JSON, on one '$'. */
export interface EditorInlineObject {
  type: typeof inlineObjectType;
  props: { attributes: string };
}
export type EditorInline = EditorText | Link<DefaultStyleSchema> | EditorInlineObject;

/** Whether a stored insert is a mention or a formula (each of its '$' characters is one). */
function isInlineObject(op: TextInsert): boolean {
  return (
    typeof op.insert === 'string' &&
    op.insert !== '' &&
    op.insert.replaceAll(inlineObjectText, '') === '' &&
    (op.attributes?.mention !== undefined || typeof op.attributes?.formula === 'string')
  );
}

/**
 * The character an embed (a Yjs object insert) shows as. It is one position in the editor as it is one in
 * the Y.Text, so text offsets stay the same on both sides.
 */
export const embedCharacter = '\uFFFC';

function stylesOf(marks: TextMarks | undefined): EditorStyles {
  const styles: EditorStyles = {};
  if (marks === undefined) return styles;
  if (marks.bold === true) styles.bold = true;
  if (marks.italic === true) styles.italic = true;
  if (marks.underline === true) styles.underline = true;
  if (marks.strikethrough === true) styles.strike = true;
  if (marks.code === true) styles.code = true;
  if (typeof marks.font_color === 'string' && marks.font_color !== '')
    styles.textColor = editorColor('text', marks.font_color);
  if (typeof marks.bg_color === 'string' && marks.bg_color !== '')
    styles.backgroundColor = editorColor('background', marks.bg_color);
  return styles;
}

function marksOf(styles: EditorStyles, href?: string): TextMarks {
  const marks: TextMarks = {};
  if (styles.bold === true) marks.bold = true;
  if (styles.italic === true) marks.italic = true;
  if (styles.underline === true) marks.underline = true;
  if (styles.strike === true) marks.strikethrough = true;
  if (styles.code === true) marks.code = true;
  if (typeof styles.textColor === 'string' && styles.textColor !== 'default')
    marks.font_color = storedColor('text', styles.textColor);
  if (typeof styles.backgroundColor === 'string' && styles.backgroundColor !== 'default')
    marks.bg_color = storedColor('background', styles.backgroundColor);
  if (href !== undefined) marks.href = href;
  return marks;
}

function insertText(op: TextInsert): string {
  return typeof op.insert === 'string' ? op.insert : embedCharacter;
}

/**
 * A stored text as BlockNote inline content: the marks BlockNote has become styles, `href` a link, a
 * mention or formula an inline object keeping all its attributes. Other marks it has no style for (fonts,
 * comments) are not shown; the binding leaves them in place.
 */
export function deltaToInline(delta: TextDelta): EditorInline[] {
  const inline: EditorInline[] = [];
  for (const op of delta) {
    if (isInlineObject(op)) {
      // Equal neighbours merge into one insert ('$$'): one object per character.
      const attributes = JSON.stringify(op.attributes);
      for (let index = 0; index < (op.insert as string).length; index += 1)
        inline.push({ type: inlineObjectType, props: { attributes } });
      continue;
    }
    const text = insertText(op);
    if (text === '') continue;
    const piece: EditorText = { type: 'text', text, styles: stylesOf(op.attributes) };
    const href = op.attributes?.href;
    if (typeof href !== 'string' || href === '') {
      inline.push(piece);
      continue;
    }
    const last = inline.at(-1);
    if (last?.type === 'link' && last.href === href) last.content.push(piece);
    else inline.push({ type: 'link', href, content: [piece] });
  }
  return inline;
}

function pushInsert(delta: TextDelta, text: string, marks: TextMarks): void {
  if (text === '') return;
  const hasMarks = Object.keys(marks).length > 0;
  delta.push(hasMarks ? { insert: text, attributes: marks } : { insert: text });
}

/** BlockNote inline content as a delta with AppFlowy's marks; a mention or formula gets back its stored attributes. */
export function inlineToDelta(inline: readonly unknown[]): TextDelta {
  const delta: TextDelta = [];
  for (const item of inline as (EditorInline | string)[]) {
    if (typeof item === 'string') pushInsert(delta, item, {});
    else if (item.type === 'text') pushInsert(delta, item.text, marksOf(item.styles));
    else if (item.type === inlineObjectType)
      pushInsert(delta, inlineObjectText, parseInlineObject(item.props.attributes));
    else for (const piece of item.content) pushInsert(delta, piece.text, marksOf(piece.styles, item.href));
  }
  return delta;
}

/** The plain text of inline content (a code block's): a mention or formula is its '$'. */
export function plainText(inline: readonly EditorInline[]): string {
  return inline
    .map((item) =>
      item.type === 'text'
        ? item.text
        : item.type === 'link'
          ? item.content.map((piece) => piece.text).join('')
          : inlineObjectText,
    )
    .join('');
}

/** A stored text as the editor sees it: only what `deltaToInline` shows, so diffs touch nothing else. */
export function visibleDelta(delta: TextDelta): TextDelta {
  return inlineToDelta(deltaToInline(delta));
}
