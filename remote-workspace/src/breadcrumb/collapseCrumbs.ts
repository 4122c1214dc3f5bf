/**
 * Spec 000 §2: every crumb while there are at most 2 (1 on mobile); beyond that the first crumb, an overflow
 * menu holding the ones in between, and the last 2 (last 1 on mobile).
 */
export interface CollapsedCrumbs<T> {
  /** Shown before the overflow menu (the first crumb), or every crumb when nothing is hidden. */
  head: T[];
  /** Behind the overflow menu; empty when nothing is hidden. */
  hidden: T[];
  /** Shown after the overflow menu. */
  tail: T[];
}

export function collapseCrumbs<T>(crumbs: readonly T[], mobile: boolean): CollapsedCrumbs<T> {
  const visibleAtEnd = mobile ? 1 : 2;
  if (crumbs.length <= visibleAtEnd) return { head: [...crumbs], hidden: [], tail: [] };
  const [first, ...rest] = crumbs;
  if (first === undefined) return { head: [], hidden: [], tail: [] };
  const tail = rest.slice(-visibleAtEnd);
  const hidden = rest.slice(0, rest.length - tail.length);
  return { head: [first], hidden, tail };
}
