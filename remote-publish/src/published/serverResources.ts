import { plainText, type BlockNode } from '@quire/shared/collab';
import { grammarName, hydrationRootId, type RenderResources, type ResourceNeeds } from '@quire/shared/render';

type HighlightNode = NonNullable<ReturnType<RenderResources['highlight']>>[number];

/**
 * What the server's copy of the page already drew with the highlighter and the math renderer: each code
 * block's tokens (keyed by grammar and code) and each formula's MathML (keyed by TeX and display), read back
 * from its DOM. Hydrating with them draws exactly the server's markup, so a page whose code and math the
 * server drew needs neither the highlighter nor temml to be taken over; they load only for code or math the
 * server did not draw (a live update that changed it, a page without the server's copy).
 */
export interface ServerDrawn {
  tokens: Map<string, HighlightNode[]>;
  math: Map<string, string>;
}

function codeKey(grammar: string, code: string): string {
  return `${grammar}\u0000${code}`;
}

function mathKey(tex: string, display: boolean): string {
  return `${display ? 'display' : 'inline'}\u0000${tex}`;
}

/**
 * A DOM node of the server's highlighted code as the renderer's token tree (spans with their classes, text),
 * or undefined for anything else (then the block is not taken from the server).
 */
function tokenOf(node: Node): HighlightNode | null | undefined {
  if (node.nodeType === Node.TEXT_NODE) return { type: 'text', value: node.nodeValue ?? '' };
  // React's separators between adjacent text nodes in server markup.
  if (node.nodeType === Node.COMMENT_NODE) return null;
  if (!(node instanceof HTMLElement) || node.tagName !== 'SPAN' || node.attributes.length > 1)
    return undefined;
  const className = node.getAttribute('class');
  if (node.attributes.length === 1 && className === null) return undefined;
  const children = tokensOf(node);
  if (children === undefined) return undefined;
  return {
    type: 'element',
    tagName: 'span',
    properties: className === null ? {} : { className },
    children,
  };
}

function tokensOf(parent: Node): HighlightNode[] | undefined {
  const tokens: HighlightNode[] = [];
  for (const child of parent.childNodes) {
    const token = tokenOf(child);
    if (token === undefined) return undefined;
    if (token !== null) tokens.push(token);
  }
  return tokens;
}

/** The formulas of a block's own text, in order (a formula is a text run carrying `formula`). */
function formulasOf(node: BlockNode): string[] {
  return (node.text ?? []).flatMap((op) =>
    typeof op.attributes?.formula === 'string' ? [op.attributes.formula] : [],
  );
}

function blocksById(tree: BlockNode): Map<string, BlockNode> {
  const index = new Map<string, BlockNode>();
  const visit = (node: BlockNode): void => {
    index.set(node.id, node);
    node.children.forEach(visit);
  };
  visit(tree);
  return index;
}

/**
 * Reads what the server drew in its copy of `tree` (`#quire-document-root`, before it is taken over). Only what
 * can be matched for certain is kept: a code element's grammar class and its text, a block's formulas when the
 * block shows as many as its text holds.
 */
export function readServerDrawn(tree: BlockNode): ServerDrawn {
  const drawn: ServerDrawn = { tokens: new Map(), math: new Map() };
  const root = typeof document === 'undefined' ? null : document.getElementById(hydrationRootId);
  if (root === null) return drawn;
  for (const code of root.querySelectorAll('pre.quire-code-pre > code.quire-code-content')) {
    const grammar = [...code.classList]
      .find((name) => name.startsWith('language-'))
      ?.slice('language-'.length);
    const tokens = grammar === undefined ? undefined : tokensOf(code);
    if (grammar !== undefined && tokens !== undefined) {
      drawn.tokens.set(codeKey(grammar, code.textContent), tokens);
    }
  }
  const blocks = blocksById(tree);
  for (const element of root.querySelectorAll<HTMLElement>('[data-block-id]')) {
    const node = blocks.get(element.getAttribute('data-block-id') ?? '');
    if (node === undefined) continue;
    const own = (selector: string) =>
      [...element.querySelectorAll(selector)].filter((found) => found.closest('[data-block-id]') === element);
    if (node.ty === 'math_equation' && typeof node.data.formula === 'string') {
      const [shown] = own('.quire-math');
      if (shown !== undefined) drawn.math.set(mathKey(node.data.formula, true), shown.innerHTML);
    }
    const formulas = formulasOf(node);
    const shown = own('.quire-formula:not(.quire-formula-source)');
    if (formulas.length > 0 && shown.length === formulas.length) {
      formulas.forEach((tex, index) => drawn.math.set(mathKey(tex, false), shown[index]?.innerHTML ?? ''));
    }
  }
  return drawn;
}

/** Whether everything `tree` needs highlighted or typeset was drawn by the server (then nothing loads). */
export function coversTree(drawn: ServerDrawn, tree: BlockNode, needs: ResourceNeeds): boolean {
  if (needs.languages.size === 0 && !needs.math) return true;
  let covered = true;
  const visit = (node: BlockNode): void => {
    if (!covered) return;
    if (node.ty === 'code') {
      const grammar = grammarName(node.data.language);
      if (grammar !== undefined && !drawn.tokens.has(codeKey(grammar, plainText(node.text ?? [])))) {
        covered = false;
      }
    }
    if (node.ty === 'math_equation') {
      const tex = typeof node.data.formula === 'string' ? node.data.formula : '';
      if (!drawn.math.has(mathKey(tex, true))) covered = false;
    }
    for (const tex of formulasOf(node)) if (!drawn.math.has(mathKey(tex, false))) covered = false;
    node.children.forEach(visit);
  };
  visit(tree);
  return covered;
}

/** The resources that answer from what the server drew (only ever asked about a tree `coversTree` accepted). */
export function serverDrawnResources(drawn: ServerDrawn, needs: ResourceNeeds): RenderResources {
  return {
    highlight: (code, language) => {
      const grammar = grammarName(language);
      return grammar === undefined ? undefined : drawn.tokens.get(codeKey(grammar, code));
    },
    math: needs.math ? (tex, display) => drawn.math.get(mathKey(tex, display)) ?? '' : undefined,
  };
}
