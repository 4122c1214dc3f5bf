import type { PublishApi } from './publishApi';
import { parseIcon, type PublishedIcon } from './publishedViewMeta';

/** One entry of the published outline: a space, or a page (published when it has a publish name). */
export interface OutlineNode {
  viewId: string;
  name: string;
  icon: PublishedIcon | null;
  isSpace: boolean;
  publishName: string | undefined;
  children: OutlineNode[];
}

function isSpace(extra: unknown): boolean {
  if (typeof extra !== 'string') return false;
  try {
    const parsed = JSON.parse(extra) as unknown;
    return (
      typeof parsed === 'object' && parsed !== null && (parsed as { is_space?: unknown }).is_space === true
    );
  } catch {
    return false;
  }
}

// Depth-bounded: the outline comes from any server and must not overflow the stack.
function parseNode(value: unknown, depth: number): OutlineNode | null {
  if (typeof value !== 'object' || value === null || depth > 64) return null;
  const node = value as Record<string, unknown>;
  if (typeof node.view_id !== 'string') return null;
  const children = Array.isArray(node.children) ? node.children : [];
  return {
    viewId: node.view_id,
    name: typeof node.name === 'string' ? node.name : '',
    icon: parseIcon(node.icon),
    isSpace: isSpace(node.extra),
    publishName:
      node.is_published === true && typeof node.publish_name === 'string' && node.publish_name !== ''
        ? node.publish_name
        : undefined,
    children: children
      .map((child) => parseNode(child, depth + 1))
      .filter((child): child is OutlineNode => child !== null),
  };
}

/** The spaces of the namespace's outline (its root stands for the workspace and is not shown). */
export function parsePublishedOutline(value: unknown): OutlineNode[] | null {
  return parseNode(value, 0)?.children ?? null;
}

/** Every entry of the outline by view id, so links and mentions can find a page's publish name. */
export function outlineIndex(spaces: readonly OutlineNode[]): ReadonlyMap<string, OutlineNode> {
  const index = new Map<string, OutlineNode>();
  const visit = (node: OutlineNode): void => {
    index.set(node.viewId, node);
    node.children.forEach(visit);
  };
  spaces.forEach(visit);
  return index;
}

/** GET /api/workspace/published-outline/{namespace} (API-PUB-13), anonymously. */
export async function fetchPublishedOutline(
  { client }: PublishApi,
  namespace: string,
): Promise<OutlineNode[]> {
  const path = `/api/workspace/published-outline/${encodeURIComponent(namespace)}`;
  const outline = parsePublishedOutline(await client.get<unknown>(path, { auth: false }));
  if (outline === null) throw new Error(`${path} answered with something that is not an outline`);
  return outline;
}
