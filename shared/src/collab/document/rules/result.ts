/** Why the model refused a rule; the editor shows `warning` (or stays silent) and changes nothing. */
export type RefusalReason =
  | 'parent-missing'
  | 'grandparent-missing'
  | 'first-child'
  | 'previous-sibling-missing'
  | 'previous-sibling-cannot-nest'
  | 'inside-layout';

export type RuleResult =
  { ok: true; blockId: string } | { ok: false; reason: RefusalReason; warning: string };

export function refused(reason: RefusalReason, warning: string): RuleResult {
  return { ok: false, reason, warning };
}
