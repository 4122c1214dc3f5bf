import type { BlockNode } from '@quire/shared/collab';
import { loadRenderResources, resourceNeeds, type RenderResources } from '@quire/shared/render';

/** The resources a tree's code and math blocks need, or undefined when it has none (nothing downloaded). */
export async function resourcesFor(tree: BlockNode): Promise<RenderResources | undefined> {
  const needs = resourceNeeds([tree]);
  return needs.languages.size > 0 || needs.math ? loadRenderResources(tree) : undefined;
}
