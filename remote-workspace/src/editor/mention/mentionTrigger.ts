import type { Transaction } from 'prosemirror-state';

/** The character that opens the mention menu, as in AppFlowy. */
export const MENTION_TRIGGER = '@';

/**
 * Whether an '@' typed at the caret opens the mention menu: at the start of a text or after a space, so that
 * an e-mail address ('ana@example.com') stays plain text, and never inside a code block.
 */
export function opensMentionMenu(tr: Transaction): boolean {
  const { $from } = tr.selection;
  if ($from.parent.type.spec.code === true) return false;
  const before = $from.parent.textBetween(Math.max(0, $from.parentOffset - 1), $from.parentOffset, '', ' ');
  return before === '' || /\s/.test(before);
}
