import type { RefusalReason } from '@quire/shared/collab';
import type { TFunction } from 'i18next';

/** Why Tab or Shift+Tab changed nothing, in the user's language (spec 000 §5: refused with a warning). */
export function ruleRefusalText(t: TFunction, reason: RefusalReason): string {
  switch (reason) {
    case 'first-child':
      return t('workspace.editor.rules.firstChild', 'The first block of a list cannot be indented.');
    case 'previous-sibling-cannot-nest':
      return t('workspace.editor.rules.cannotNest', 'The block above cannot hold other blocks.');
    case 'previous-sibling-missing':
      return t(
        'workspace.editor.rules.previousMissing',
        'The block above is gone: it cannot be indented under.',
      );
    case 'parent-missing':
      return t('workspace.editor.rules.parentMissing', 'This block’s parent is gone: it cannot be moved.');
    case 'grandparent-missing':
      return t('workspace.editor.rules.topLevel', 'This block is already at the top level.');
    case 'inside-layout':
      return t(
        'workspace.editor.rules.insideLayout',
        'Blocks in columns and tables stay where the layout puts them.',
      );
  }
}
