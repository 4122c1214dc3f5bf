import type { BlockNode } from '../collab/document/tree.js';
import { parseLabels } from './publishedLabels.js';
import { defaultLabels, type RenderLabels, type RenderOptions } from './types.js';

/**
 * What a server-rendered published page hands the publish remote so that it hydrates the server's markup
 * instead of drawing it again: the same block tree, the same link table and the same highlighted block the
 * server rendered with, and the view meta the public API would answer. It travels in the page as
 * `<script type="application/json" id="quire-hydration">` — data, never run, so the strict CSP allows it.
 */
export interface HydrationData {
  /** The format's version: a page from an older server is read as absent, never misread. */
  format: 1;
  /** The page's address as requested (the remote matches it against its route's parameters). */
  namespace: string;
  publishName: string;
  /** Which state of the published copy this is (live updates compare it). */
  copyVersion: string;
  /**
   * The public API's view meta, as `GET /api/workspace/v1/published/{ns}/{name}` answers it, less the pages'
   * last edit (`last_edited_time`, `last_edited_by`): the page's kept answer does not follow it.
   */
  meta: unknown;
  tree: BlockNode;
  /** Every page the renderer asked about: its public address and name (absent: plain text, no name). */
  views: Record<string, { path?: string; name?: string }>;
  highlightBlockId?: string;
  /**
   * The renderer's labels the server drew with, in the reader's language (shared's `publishedDocumentLabels`);
   * absent: the defaults. The remote hydrates with these, then draws its own translation (the same words).
   */
  labels?: Partial<RenderLabels>;
}

export const hydrationScriptId = 'quire-hydration';

/** The id of the server's wrapper around the rendered document: the node the remote adopts and hydrates. */
export const hydrationRootId = 'quire-document-root';

/** JSON safe inside a `<script>` element: no `</script>`, no comment opener, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? Number(item) : item))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page's script text. The tree and view table are serialized once per published version (`content`, from
 * `scriptSafeJson({tree, views})`, cached with the rendered HTML); the rest per request.
 */
export function serializeHydrationData(head: Omit<HydrationData, 'tree' | 'views'>, content: string): string {
  return `${scriptSafeJson(head).slice(0, -1)},${content.slice(1)}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The tree is read defensively and depth-bounded: the page may come from any server (or a stale cache).
function isTree(value: unknown, depth: number): value is BlockNode {
  if (!isRecord(value) || depth > 256) return false;
  return (
    typeof value.id === 'string' &&
    typeof value.ty === 'string' &&
    isRecord(value.data) &&
    (value.text === null || Array.isArray(value.text)) &&
    Array.isArray(value.children) &&
    value.children.every((child) => isTree(child, depth + 1))
  );
}

/** The hydration data in a page's script text, or undefined when it is absent, of another format or malformed. */
export function parseHydrationData(text: string): HydrationData | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || value.format !== 1) return undefined;
  const { namespace, publishName, copyVersion, views, highlightBlockId } = value;
  if (typeof namespace !== 'string' || typeof publishName !== 'string' || typeof copyVersion !== 'string')
    return undefined;
  if (!isRecord(views) || !isTree(value.tree, 0)) return undefined;
  if (highlightBlockId !== undefined && typeof highlightBlockId !== 'string') return undefined;
  if (value.labels !== undefined && parseLabels(value.labels, defaultLabels) === undefined) return undefined;
  return value as unknown as HydrationData;
}

/** The renderer's link options the server used, rebuilt from the page's view table (to hydrate identically). */
export function hydrationLinks(
  views: HydrationData['views'],
): Required<Pick<RenderOptions, 'linkToView' | 'resolveView'>> {
  const known = (viewId: string) => (Object.hasOwn(views, viewId) ? views[viewId] : undefined);
  return {
    linkToView: (viewId, blockId) => {
      const path = known(viewId)?.path;
      if (path === undefined) return undefined;
      return blockId === undefined ? path : `${path}?blockId=${encodeURIComponent(blockId)}`;
    },
    resolveView: (viewId) => {
      const name = known(viewId)?.name;
      return name === undefined ? undefined : { name };
    },
  };
}
