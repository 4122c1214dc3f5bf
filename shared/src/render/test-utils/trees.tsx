import { renderToStaticMarkup } from 'react-dom/server';
import type { TextDelta } from '../../collab/document/marks.js';
import type { BlockNode } from '../../collab/document/tree.js';
import { DocumentView, type DocumentViewProps } from '../DocumentView.js';

let counter = 0;

/** A block for tests: `text` plain or a delta; ids are 'b1', 'b2'… unless given. */
export function block(
  ty: string,
  options: {
    id?: string;
    data?: Record<string, unknown>;
    text?: string | TextDelta | null;
    children?: BlockNode[];
  } = {},
): BlockNode {
  counter += 1;
  const text =
    options.text === undefined
      ? null
      : typeof options.text === 'string'
        ? [{ insert: options.text }]
        : options.text;
  return {
    id: options.id ?? `b${counter}`,
    ty,
    data: options.data ?? {},
    text,
    children: options.children ?? [],
  };
}

export function page(children: BlockNode[], id = 'page'): BlockNode {
  return { id, ty: 'page', data: {}, text: null, children };
}

/** The static HTML of a document holding `children` (or a whole tree). */
export function html(
  children: BlockNode[] | BlockNode,
  options: Omit<DocumentViewProps, 'tree'> = {},
): string {
  const tree = Array.isArray(children) ? page(children) : children;
  return renderToStaticMarkup(<DocumentView tree={tree} {...options} />);
}

/** The static HTML parsed, to query it (jsdom's parser in a node environment is not needed: DOMParser-free). */
export function countOccurrences(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}
