import type { Definition, PhrasingContent } from 'mdast';
import { exhaustive } from '../../../errors/exhaustive.js';
import { safeHref } from '../../../render/safe-url.js';
import { formula, type TextDelta, type TextInsert, type TextMarks } from '../marks.js';

/** Link reference definitions by normalised label (`[x]: https://…`), for `[text][x]` and `![alt][x]`. */
export type Definitions = ReadonlyMap<string, Definition>;

interface Pending {
  node: PhrasingContent;
  marks: TextMarks;
}

/**
 * The inline content of a block as a Y.Text delta with AppFlowy's mark keys (bold, italic, strikethrough, code,
 * href). Walked with an explicit stack, so emphasis nested thousands deep cannot exhaust the call stack. Links
 * keep only addresses `safeHref` accepts (others become plain text); an image inside a line is its alt text
 * (the block converter lifts images that stand alone into image blocks); raw HTML is kept as literal text.
 */
export function inlineDelta(nodes: readonly PhrasingContent[], definitions: Definitions): TextDelta {
  const delta: TextDelta = [];
  const stack: Pending[] = [...nodes].reverse().map((node) => ({ node, marks: {} }));
  const push = (children: readonly PhrasingContent[], marks: TextMarks) => {
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index];
      if (child !== undefined) stack.push({ node: child, marks });
    }
  };
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { node, marks } = next;
    switch (node.type) {
      case 'text':
        // A soft line break inside a paragraph reads as a space, as CommonMark renders it.
        appendText(delta, node.value.replaceAll('\n', ' '), marks);
        break;
      case 'break':
        appendText(delta, '\n', marks);
        break;
      case 'html':
        appendText(delta, node.value, marks);
        break;
      case 'inlineCode':
        appendText(delta, node.value, { ...marks, code: true });
        break;
      case 'inlineMath':
        delta.push(formula(node.value));
        break;
      case 'strong':
        push(node.children, { ...marks, bold: true });
        break;
      case 'emphasis':
        push(node.children, { ...marks, italic: true });
        break;
      case 'delete':
        push(node.children, { ...marks, strikethrough: true });
        break;
      case 'link':
        push(node.children, withHref(marks, node.url));
        break;
      case 'linkReference': {
        const definition = definitions.get(node.identifier);
        push(node.children, definition === undefined ? marks : withHref(marks, definition.url));
        break;
      }
      case 'image':
      case 'imageReference':
        appendText(delta, node.alt ?? '', marks);
        break;
      case 'footnoteReference':
        appendText(delta, `[^${node.label ?? node.identifier}]`, marks);
        break;
      default:
        exhaustive(node);
    }
  }
  return delta;
}

function withHref(marks: TextMarks, url: string): TextMarks {
  const href = safeHref(url);
  return href === undefined ? marks : { ...marks, href };
}

/** Appends text, merged into the previous insert when its marks are the same (as Y.Text would store it). */
function appendText(delta: TextDelta, value: string, marks: TextMarks): void {
  if (value === '') return;
  const last = delta.at(-1);
  if (last !== undefined && typeof last.insert === 'string' && sameMarks(last.attributes ?? {}, marks)) {
    last.insert += value;
    return;
  }
  const insert: TextInsert =
    Object.keys(marks).length === 0 ? { insert: value } : { insert: value, attributes: marks };
  delta.push(insert);
}

function sameMarks(a: TextMarks, b: TextMarks): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
