/**
 * A column's share of its row is set by a style rule per stored ratio, matched through the data attribute BlockNote
 * gives the column's content (`data-ratio`). Styling the column's outer element from its view would change DOM that
 * ProseMirror owns: it reads that as an edit and draws the block again, which draws the view again, without end.
 */
const rulesId = 'quire-column-shares';
const registered = new Set<string>();

/** The flex share of a column: its ratio, or 1 (equal shares) without one. */
export function columnShare(ratio: number): number {
  return Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
}

function styleElement(): HTMLStyleElement {
  const existing = document.getElementById(rulesId);
  if (existing instanceof HTMLStyleElement) return existing;
  const element = document.createElement('style');
  element.id = rulesId;
  document.head.append(element);
  return element;
}

/**
 * The rule giving columns stored with `ratio` their share (the ratio as BlockNote writes it in the attribute); the
 * doubled class outweighs the equal-share rule of the editor's styles, wherever either is injected.
 */
export function shareRule(ratio: number): string {
  const value = String(ratio);
  return (
    `.bn-block-outer.bn-block-outer:has(> .bn-block > .bn-block-content[data-content-type='simpleColumn'][data-ratio='${value}'])` +
    ` { flex: ${columnShare(ratio)} 1 0; }`
  );
}

/** Makes sure the rule for `ratio` exists in the page (once per value). */
export function registerColumnShare(ratio: number): void {
  if (!(Number.isFinite(ratio) && ratio > 0)) return;
  const key = String(ratio);
  const element = styleElement();
  if (registered.has(key) && element.textContent.includes(`[data-ratio='${key}']`)) return;
  registered.add(key);
  element.append(document.createTextNode(`${shareRule(ratio)}\n`));
}
