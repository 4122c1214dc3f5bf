/**
 * @jest-environment node
 */
import { isKnownBlockType } from '../collab/document/block-types.js';
import { loadRenderResources } from './resources.js';
import { allNodes, fixtureOptions, fixtureTree, withFixtures } from './test-utils/fixtures.js';
import { html } from './test-utils/trees.js';

function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

describe.each(['simple_doc.json', 'full_doc.json'] as const)(
  'AppFlowy fixture %s renders completely',
  (file) => {
    withFixtures(
      'ENT-39 every block id appears once as id and data-block-id, known types never fall back',
      async () => {
        const tree = fixtureTree(file);
        const resources = await loadRenderResources(tree);
        const out = html(tree, { ...fixtureOptions, resources });
        for (const node of allNodes(tree)) {
          expect(out).toContain(`id="${node.id}" data-block-id="${node.id}"`);
          expect(out.split(`data-block-id="${node.id}"`)).toHaveLength(2);
        }
        expect(allNodes(tree).every((node) => isKnownBlockType(node.ty))).toBe(true);
        expect(out).not.toContain('quire-fallback');
      },
    );

    withFixtures('ENT-39 every piece of text is in the output (plain, without resources)', () => {
      const tree = fixtureTree(file);
      const out = html(tree, fixtureOptions);
      for (const node of allNodes(tree)) {
        for (const op of node.text ?? []) {
          if (
            typeof op.insert !== 'string' ||
            op.attributes?.mention !== undefined ||
            op.attributes?.formula !== undefined
          )
            continue;
          expect(out).toContain(escaped(op.insert));
        }
      }
    });
  },
);

describe('full_doc.json details', () => {
  withFixtures(
    'ENT-39 its code is highlighted, its math is MathML, its mentions and table are drawn',
    async () => {
      const tree = fixtureTree('full_doc.json');
      const resources = await loadRenderResources(tree);
      const out = html(tree, { ...fixtureOptions, resources });
      expect(out).toContain('<span class="token keyword">function</span>');
      expect(out).toMatch(/<div class="quire-math"><math/);
      expect(out).toMatch(/<span class="quire-formula"><math/);
      expect(out).toContain('href="/ns/d0496324-5570-4006-b4ea-db7516d212fd"');
      expect(out).toContain('dateTime="2024-04-18T14:25:32.457277"');
      expect(out).toMatch(/<table class="quire-table-grid">/);
      expect(out).toContain('<a href="#asJv6FrARa">Here are the basics</a>');
      expect(out.match(/<details /g)).toHaveLength(3);
      expect(out).toContain('href="/ns/135615fa-66f7-4451-9b54-d7e99445fca4"');
    },
  );
});
