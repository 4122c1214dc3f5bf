import type { BlockNode } from '@quire/shared/collab';
import { toEditorBlock } from './toEditor';
import { toModelView, type ModelView } from './toModel';

/**
 * A stored block as the editor would write it back: what the editor shows of it, in the model's terms.
 * Comparing this with the editor's block finds exactly what the user changed, and leaves what the editor
 * does not show (other data keys, marks it has no style for) alone. Undefined for a placeholder.
 */
export function storedView(node: BlockNode): ModelView | undefined {
  return toModelView(toEditorBlock({ ...node, children: [] }));
}
