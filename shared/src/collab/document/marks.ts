/**
 * Inline marks as AppFlowy stores them in a text's delta attributes (read from its fixtures): flags are
 * `true`, colours are ARGB hex strings ('0xffdb3636'), a link is `href`. A mention or a formula is an
 * attribute on a one-character '$' insert. Keys this list does not name (inline comments, alignment,
 * newer marks) are carried through untouched.
 */
export interface TextMarks {
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
  href?: string;
  font_color?: string;
  bg_color?: string;
  font_family?: string;
  mention?: Mention;
  formula?: string;
  [other: string]: unknown;
}

export interface PageMention {
  type: 'page';
  page_id: string;
  block_id?: string;
  row_id?: string;
  [other: string]: unknown;
}

/** `date` is a local ISO date-time without zone, as AppFlowy writes it ('2024-04-18T14:25:32.457277'). */
export interface DateMention {
  type: 'date';
  date: string;
  include_time?: boolean;
  end?: string;
  reminder_id?: string;
  reminder_option?: string;
  [other: string]: unknown;
}

/** Person, external link, child page and mention kinds added later: kept as they are. */
export interface OtherMention {
  type: string;
  [other: string]: unknown;
}

export type Mention = PageMention | DateMention | OtherMention;

/** The character an inline mention or formula occupies in the text. */
export const inlineObjectText = '$';

export interface TextInsert {
  /** A string, or (rarely) a Yjs embed object. */
  insert: string | Record<string, unknown>;
  attributes?: TextMarks;
}

/** A block's text: inserts only, as `Y.Text.toDelta()` gives it. */
export type TextDelta = TextInsert[];

/** A mark change: a value sets it, `null` removes it. */
export type MarkChanges = { [K in keyof TextMarks]?: TextMarks[K] | null };

/** An edit of a text in Yjs delta form (retain/insert/delete), e.g. `[{retain: 3}, {insert: 'x'}]`. */
export type TextEdit = TextInsert | { retain: number; attributes?: MarkChanges } | { delete: number };

export function pageMention(pageId: string, extra: Omit<PageMention, 'type' | 'page_id'> = {}): TextInsert {
  return { insert: inlineObjectText, attributes: { mention: { ...extra, type: 'page', page_id: pageId } } };
}

export function dateMention(date: string, extra: Omit<DateMention, 'type' | 'date'> = {}): TextInsert {
  return { insert: inlineObjectText, attributes: { mention: { ...extra, type: 'date', date } } };
}

export function formula(expression: string): TextInsert {
  return { insert: inlineObjectText, attributes: { formula: expression } };
}
