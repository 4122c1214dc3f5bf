import type { PresencePoint } from '@quire/shared';
import type { EditorState } from 'prosemirror-state';

type ResolvedPos = EditorState['selection']['$anchor'];
type ProseMirrorNode = EditorState['doc'];

/**
 * A position as others can read it whatever they have changed elsewhere: the id of the block holding it (the
 * AppFlowy block id BlockNote's blockContainer carries) and the offset in that block's text. Null outside text.
 */
export function pointAt($pos: ResolvedPos): PresencePoint | null {
  if (!$pos.parent.isTextblock || $pos.depth < 2) return null;
  const container = $pos.node($pos.depth - 1);
  const id: unknown = container.attrs.id;
  return typeof id === 'string' ? { blockId: id, offset: $pos.parentOffset } : null;
}

/**
 * Where each of `points` is in `doc`, by one walk over the blocks (text is not entered): the position in the
 * block's text, clamped to its length; a block that is gone has none.
 */
export function positionsOf(
  doc: ProseMirrorNode,
  points: readonly PresencePoint[],
): Map<PresencePoint, number> {
  const wanted = new Map<string, PresencePoint[]>();
  for (const point of points) wanted.set(point.blockId, [...(wanted.get(point.blockId) ?? []), point]);
  const found = new Map<PresencePoint, number>();
  if (wanted.size === 0) return found;
  doc.descendants((node, pos) => {
    if (found.size === points.length) return false;
    if (node.type.name !== 'blockContainer')
      return node.type.name === 'blockGroup' || node.type.isInGroup('bnBlock');
    const here = wanted.get(String(node.attrs.id));
    const content = node.firstChild;
    if (here !== undefined && content?.isTextblock === true) {
      // The text starts after the container's and the content's opening tokens.
      for (const point of here) found.set(point, pos + 2 + Math.min(point.offset, content.content.size));
    }
    return true;
  });
  return found;
}
