/**
 * @jest-environment node
 */
import { loadRenderResources, resourceNeeds } from './resources.js';
import { block, html, page } from './test-utils/trees.js';

describe('code highlighting and math (loaded per document)', () => {
  it('ENT-39 a document needs the grammars of its code blocks and math only when it shows some', () => {
    const tree = page([
      block('code', { data: { language: 'Javascript' }, text: 'x' }),
      block('code', { data: { language: 'C++' }, text: 'x' }),
      block('code', { data: { language: 'Auto' }, text: 'x' }),
      block('paragraph', { text: 'no math' }),
    ]);
    expect(resourceNeeds([tree])).toEqual({ languages: new Set(['javascript', 'cpp']), math: false });
    const withFormula = page([block('paragraph', { text: [{ insert: '$', attributes: { formula: 'a' } }] })]);
    expect(resourceNeeds([withFormula]).math).toBe(true);
  });

  it('ENT-39 code is highlighted with Prism tokens once its grammar is loaded', async () => {
    const tree = page([
      block('code', { id: 'js', data: { language: 'Javascript' }, text: 'const answer = "42"; // note' }),
      block('code', { id: 'py', data: { language: 'python' }, text: 'def f(): return 1' }),
      block('code', { id: 'plain', data: { language: 'Brainfuck-ish' }, text: '<script>alert(1)</script>' }),
    ]);
    const resources = await loadRenderResources(tree);
    const out = html(tree, { resources });
    expect(out).toContain('<span class="token keyword">const</span>');
    expect(out).toContain('<span class="token string">&quot;42&quot;</span>');
    expect(out).toContain('<span class="token comment">// note</span>');
    expect(out).toContain('<span class="token keyword">def</span>');
    // An unknown language stays plain (escaped) text.
    expect(out).toContain('<code class="quire-code-content">&lt;script&gt;alert(1)&lt;/script&gt;</code>');
  });

  it('ENT-39 math equations and inline formulas render as MathML', async () => {
    const tree = page([
      block('math_equation', { id: 'eq', data: { formula: '\\frac{a}{b}' } }),
      block('paragraph', {
        id: 'in',
        text: [{ insert: 'E = ' }, { insert: '$', attributes: { formula: 'mc^2' } }],
      }),
    ]);
    const resources = await loadRenderResources(tree);
    const out = html(tree, { resources });
    expect(out).toMatch(/<div class="quire-math"><math[^>]*display="block"[^>]*>.*<mfrac>/);
    expect(out).toMatch(/<span class="quire-formula"><math[^>]*>.*<msup>/);
  });

  it('ENT-39 a TeX error is shown, not thrown; \\href is not trusted', async () => {
    const tree = page([
      block('math_equation', { data: { formula: '\\frac{' } }),
      block('math_equation', { data: { formula: '\\href{javascript:alert(1)}{x}' } }),
    ]);
    const resources = await loadRenderResources(tree);
    const out = html(tree, { resources });
    expect(out).not.toMatch(/href="javascript/i);
    expect(out).toContain('quire-math');
  });
});
