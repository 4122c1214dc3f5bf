import type { BlockNode } from '@quire/shared/collab';
import {
  DocumentView,
  hydrationRootId,
  loadRenderResources,
  resourceNeeds,
  type RenderResources,
} from '@quire/shared/render';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { coversTree, readServerDrawn, serverDrawnResources } from './serverResources';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

let ids = 0;
function block(ty: string, data: Record<string, unknown>, text: BlockNode['text'] = null): BlockNode {
  ids += 1;
  return { id: `b${ids}`, ty, data, text, children: [] };
}

function page(children: BlockNode[]): BlockNode {
  return { id: 'page', ty: 'page', data: {}, text: null, children };
}

const code = (language: string, source: string) => block('code', { language }, [{ insert: source }]);

/** The server's copy of the page: `tree` rendered with the real highlighter and temml, in the hydration root. */
async function serverCopy(tree: BlockNode): Promise<{ root: HTMLElement; html: string }> {
  const resources = await loadRenderResources(tree);
  const root = document.createElement('div');
  root.id = hydrationRootId;
  root.innerHTML = renderToString(<DocumentView tree={tree} resources={resources} />);
  document.body.replaceChildren(root);
  return { root, html: root.innerHTML };
}

/** Hydrates `root` with `resources`: what React reported, and the DOM afterwards. */
async function hydrate(root: HTMLElement, tree: BlockNode, resources: RenderResources) {
  const errors: unknown[] = [];
  const consoleError = jest
    .spyOn(console, 'error')
    .mockImplementation((...args: unknown[]) => errors.push(args));
  const first = root.firstElementChild;
  try {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(root, <DocumentView tree={tree} resources={resources} />, {
        onRecoverableError: (error) => errors.push(error),
      });
      await Promise.resolve();
    });
  } finally {
    consoleError.mockRestore();
  }
  return { errors, html: root.innerHTML, sameNodes: root.firstElementChild === first };
}

describe('the server’s highlighted code and math, adopted instead of loading the highlighter', () => {
  const tree = page([
    block('paragraph', {}, [{ insert: 'Intro with ' }, { insert: '$', attributes: { formula: 'a^2+b^2' } }]),
    code('JavaScript', 'const answer = 42; // the <answer>\nfunction f(a, b) { return a && b; }'),
    code('Python', 'def f(x):\n    return x * 2'),
    code('NoSuchLanguage', 'plain <text>'),
    block('math_equation', { formula: '\\frac{1}{2} + \\sqrt{x}' }),
    code('JavaScript', 'const answer = 42; // the <answer>\nfunction f(a, b) { return a && b; }'),
  ]);

  it('issue 11 / a page whose code and math the server drew hydrates from its markup: no mismatch, the same nodes and HTML', async () => {
    const { root, html } = await serverCopy(tree);
    expect(root.querySelector('.token.keyword')).not.toBeNull();
    expect(root.querySelector('.quire-math math')).not.toBeNull();
    const needs = resourceNeeds([tree]);
    const drawn = readServerDrawn(tree);
    expect(coversTree(drawn, tree, needs)).toBe(true);

    const hydrated = await hydrate(root, tree, serverDrawnResources(drawn, needs));
    expect(hydrated.errors).toEqual([]);
    expect(hydrated.sameNodes).toBe(true);
    expect(hydrated.html).toBe(html);
  });

  it('issue 11 / the tokens read back are the highlighter’s own', async () => {
    await serverCopy(tree);
    const needs = resourceNeeds([tree]);
    const fromServer = serverDrawnResources(readServerDrawn(tree), needs);
    const loaded = await loadRenderResources(tree);
    const source = 'def f(x):\n    return x * 2';
    const shape = (nodes: ReturnType<RenderResources['highlight']>) =>
      JSON.stringify(nodes, ['type', 'value', 'tagName', 'children']);
    expect(shape(fromServer.highlight(source, 'python'))).toBe(shape(loaded.highlight(source, 'python')));
    expect(fromServer.math?.('a^2+b^2', false)).toContain('<mi>a</mi>');
  });

  it('issue 11 / code or math the server did not draw is not covered: the highlighter or temml loads for it', async () => {
    await serverCopy(tree);
    const drawn = readServerDrawn(tree);
    const changedCode = page([...tree.children, code('Python', 'print("new")')]);
    expect(coversTree(drawn, changedCode, resourceNeeds([changedCode]))).toBe(false);
    const newMath = page([block('math_equation', { formula: 'e^{i\\pi}' })]);
    expect(coversTree(drawn, newMath, resourceNeeds([newMath]))).toBe(false);
    const newFormula = page([block('paragraph', {}, [{ insert: '$', attributes: { formula: 'x_1' } }])]);
    expect(coversTree(drawn, newFormula, resourceNeeds([newFormula]))).toBe(false);
    // A language without a grammar is plain text either way.
    const unknownOnly = page([code('NoSuchLanguage', 'anything')]);
    expect(coversTree(drawn, unknownOnly, resourceNeeds([unknownOnly]))).toBe(true);
  });

  it('issue 11 / without the server’s copy nothing is covered', () => {
    document.body.replaceChildren();
    const drawn = readServerDrawn(tree);
    expect(coversTree(drawn, tree, resourceNeeds([tree]))).toBe(false);
  });

  it('issue 11 / markup that is not the highlighter’s (other tags, attributes) is not taken', () => {
    const root = document.createElement('div');
    root.id = hydrationRootId;
    root.innerHTML =
      '<pre class="quire-code-pre"><code class="quire-code-content language-javascript"><b>const</b> a</code></pre>' +
      '<pre class="quire-code-pre"><code class="quire-code-content language-python"><span class="token" onclick="x">def</span></code></pre>';
    document.body.replaceChildren(root);
    const tricky = page([code('JavaScript', 'const a'), code('Python', 'def')]);
    const drawn = readServerDrawn(tricky);
    expect(drawn.tokens.size).toBe(0);
  });
});
