import type { BlockNode } from '@quire/shared/collab';
import { loadRenderResources, resourceNeeds, type RenderResources } from '@quire/shared/render';
import { coversTree, readServerDrawn, serverDrawnResources, type ServerDrawn } from './serverResources';

/** What the server drew of the page this visit took over: kept, so a live update that left the code alone loads nothing. */
let drawnByServer: ServerDrawn | undefined;

/** Reads the code and math the server drew in its copy of `tree`, before the copy is taken over. */
export function takeServerDrawn(tree: BlockNode): void {
  const needs = resourceNeeds([tree]);
  drawnByServer = needs.languages.size === 0 && !needs.math ? undefined : readServerDrawn(tree);
}

/**
 * The resources of a tree without downloading anything, when that is possible: none for a tree without code or
 * math, the server's drawing when it covers every code block and formula. Undefined when they must be loaded.
 */
export function drawnResourcesFor(tree: BlockNode): { resources: RenderResources | undefined } | undefined {
  const needs = resourceNeeds([tree]);
  if (needs.languages.size === 0 && !needs.math) return { resources: undefined };
  if (drawnByServer !== undefined && coversTree(drawnByServer, tree, needs)) {
    return { resources: serverDrawnResources(drawnByServer, needs) };
  }
  return undefined;
}

/**
 * The resources a tree's code and math blocks need: undefined when it has none, what the server drew when that
 * covers it (`drawnResourcesFor`), otherwise the highlighter and temml, downloaded for it.
 */
export async function resourcesFor(tree: BlockNode): Promise<RenderResources | undefined> {
  return (drawnResourcesFor(tree) ?? { resources: await loadRenderResources(tree) }).resources;
}

/** Tests only: forget the server's drawing of an earlier test's page. */
export function forgetServerDrawnForTests(): void {
  drawnByServer = undefined;
}
