import type { Collaborator, CollabPresence } from '@quire/shared';
import { Plugin, PluginKey, type EditorState } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';
import { pointAt, positionsOf } from './cursorPoints';

const key = new PluginKey<DecorationSet>('quirePresence');

function caret(collaborator: Collaborator): HTMLElement {
  const caretElement = document.createElement('span');
  caretElement.className = 'quire-remote-caret';
  caretElement.style.borderColor = collaborator.user.color;
  caretElement.setAttribute('data-testid', 'remote-caret');
  const label = document.createElement('span');
  label.className = 'quire-remote-caret-label';
  label.style.backgroundColor = collaborator.user.color;
  // Text, never markup: a name is whatever its owner typed.
  label.textContent = collaborator.user.name;
  caretElement.append(label);
  return caretElement;
}

/** Every collaborator's caret (with their name) and selection, where they are in this copy of the document. */
function decorationsFor(state: EditorState, collaborators: readonly Collaborator[]): DecorationSet {
  const placed = collaborators.filter((c) => c.cursor !== null);
  const points = placed.flatMap((c) => (c.cursor === null ? [] : [c.cursor.anchor, c.cursor.head]));
  const positions = positionsOf(state.doc, points);
  const decorations: Decoration[] = [];
  for (const collaborator of placed) {
    const cursor = collaborator.cursor;
    if (cursor === null) continue;
    const head = positions.get(cursor.head);
    const anchor = positions.get(cursor.anchor);
    if (head === undefined) continue;
    decorations.push(
      Decoration.widget(head, () => caret(collaborator), {
        key: `caret-${collaborator.clientId}-${collaborator.user.color}-${collaborator.user.name}`,
        side: -1,
      }),
    );
    if (anchor !== undefined && anchor !== head)
      decorations.push(
        Decoration.inline(Math.min(anchor, head), Math.max(anchor, head), {
          class: 'quire-remote-selection',
          style: `background-color: color-mix(in srgb, ${collaborator.user.color} 25%, transparent)`,
        }),
      );
  }
  return DecorationSet.create(state.doc, decorations);
}

/**
 * Presence in the editor: this client's caret and selection go to `presence` as block id + offset whenever they
 * move; the other clients' are drawn as named, coloured carets and selections, redrawn when their presence
 * changes and otherwise mapped through local edits (no walk over the document per keystroke).
 */
export function presencePlugin(presence: CollabPresence): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    key,
    state: {
      init: (_config, state) => decorationsFor(state, presence.collaborators()),
      apply: (tr, previous, _old, state) =>
        tr.getMeta(key) === true
          ? decorationsFor(state, presence.collaborators())
          : previous.map(tr.mapping, tr.doc),
    },
    props: {
      decorations: (state) => key.getState(state),
    },
    view: (view) => {
      const redraw = presence.subscribe(() => {
        if (!view.isDestroyed) view.dispatch(view.state.tr.setMeta(key, true).setMeta('addToHistory', false));
      });
      const share = (state: EditorState) => {
        if (!view.hasFocus()) return;
        const anchor = pointAt(state.selection.$anchor);
        const head = pointAt(state.selection.$head);
        presence.setCursor(anchor === null || head === null ? null : { anchor, head });
      };
      return {
        update: (updated, previous) => {
          if (!updated.state.selection.eq(previous.selection) || !updated.state.doc.eq(previous.doc))
            share(updated.state);
        },
        destroy: redraw,
      };
    },
  });
}
