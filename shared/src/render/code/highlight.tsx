import type { ReactNode } from 'react';

/** The part of refractor's (hast) tree the renderer reads; declared here to need no hast types. */
export interface HighlightNode {
  type: string;
  value?: string;
  tagName?: string;
  properties?: { className?: unknown };
  children?: HighlightNode[];
}

function classNameOf(node: HighlightNode): string | undefined {
  const value = node.properties?.className;
  if (Array.isArray(value)) return value.filter((part) => typeof part === 'string').join(' ');
  return typeof value === 'string' ? value : undefined;
}

/**
 * refractor's tree as React elements. Prism only produces spans with token classes and text, so only
 * those are drawn: any other tag or property is ignored rather than trusted.
 */
function toReact(node: HighlightNode, key: number): ReactNode {
  if (node.type === 'text') return node.value ?? '';
  if (node.type !== 'element') return null;
  return (
    <span key={key} className={classNameOf(node)}>
      {(node.children ?? []).map(toReact)}
    </span>
  );
}

export function highlightToReact(nodes: readonly HighlightNode[]): ReactNode[] {
  return nodes.map(toReact);
}
