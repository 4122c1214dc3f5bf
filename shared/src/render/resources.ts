import type { BlockNode } from '../collab/document/tree.js';
import { grammarLoader, grammarName } from './code/languages.js';
import type { HighlightNode } from './code/highlight.js';

/**
 * What the renderer draws with beyond React: Prism grammars and the math renderer. They are loaded
 * before rendering (per language, and the math renderer only when the page has math) and handed in as
 * a prop, so rendering itself stays synchronous — the same on the server and in the browser's hydration,
 * provided both load the resources for the same document first.
 */
export interface RenderResources {
  /** Token tree for `code` in a loaded language; undefined when the language is not loaded. */
  highlight: (code: string, language: unknown) => HighlightNode[] | undefined;
  /** MathML markup for a TeX expression; undefined when math was not loaded. */
  math: ((tex: string, display: boolean) => string) | undefined;
}

/** What a document needs: its code languages (grammar keys) and whether it shows any math. */
export interface ResourceNeeds {
  languages: Set<string>;
  math: boolean;
}

export function resourceNeeds(roots: readonly BlockNode[]): ResourceNeeds {
  const needs: ResourceNeeds = { languages: new Set(), math: false };
  const visit = (node: BlockNode): void => {
    if (node.ty === 'code') {
      const name = grammarName(node.data.language);
      if (name !== undefined) needs.languages.add(name);
    }
    if (node.ty === 'math_equation') needs.math = true;
    if (node.text?.some((op) => typeof op.attributes?.formula === 'string') === true) needs.math = true;
    node.children.forEach(visit);
  };
  roots.forEach(visit);
  return needs;
}

async function loadMath(): Promise<RenderResources['math']> {
  const temml = (await import('temml')).default;
  // No `trust`: \href, \url and \html* commands render as errors, never as links or markup. The size
  // limits bound what one expression can cost the server.
  return (tex, display) =>
    temml.renderToString(tex, {
      displayMode: display,
      throwOnError: false,
      trust: false,
      maxSize: [50, 50],
      maxExpand: 500,
    });
}

/**
 * Loads what the given document (or blocks) needs and returns it for the `resources` prop. Loading a
 * grammar twice costs nothing; an unknown language is shown as plain text.
 */
export async function loadRenderResources(roots: BlockNode | readonly BlockNode[]): Promise<RenderResources> {
  const needs = resourceNeeds(Array.isArray(roots) ? roots : [roots as BlockNode]);
  const { refractor } = await import('refractor/core');
  const grammars = await Promise.all(
    [...needs.languages].map(async (name) => (await grammarLoader(name)?.())?.default),
  );
  for (const grammar of grammars) if (grammar !== undefined) refractor.register(grammar);
  const math = needs.math ? await loadMath() : undefined;
  return {
    highlight: (code, language) => {
      const name = grammarName(language);
      // Only what this load asked for: the output depends on the document, not on what else was loaded before.
      if (name === undefined || !needs.languages.has(name) || !refractor.registered(name)) return undefined;
      return refractor.highlight(code, name).children;
    },
    math,
  };
}
