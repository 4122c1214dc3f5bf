import type { Collaborator, CollabPresence } from '@quire/shared';
import { Plugin, PluginKey, type EditorState } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';
import { pointAt, positionsOf } from './cursorPoints';

/** The drawn carets, and whether some collaborator's block was not (yet) in this copy. */
interface Drawn {
  set: DecorationSet;
  missing: boolean;
}

const key = new PluginKey<Drawn>('quirePresence');

/**
 * The class of a top-level block holding a collaborator's caret: `longDocumentStyles` leaves it out of
 * `content-visibility` (paint containment would clip the name drawn above the caret). A class the style rule
 * matches directly, where `:has(.quire-remote-caret)` made Chromium search every top-level block's subtree on
 * each restyle of the block group (PERFORMANCE.md).
 */
export const remoteCaretBlockClass = 'quire-remote-caret-block';

function caret(collaborator: Collaborator): HTMLElement {
  const caretElement = document.createElement('span');
  caretElement.className = 'quire-remote-caret';
  caretElement.style.setProperty('--remote-caret-color', collaborator.user.color);
  caretElement.setAttribute('data-testid', 'remote-caret');
  // The name is drawn by CSS from this attribute: shown, yet never part of the document's text (find, copy,
  // innerText), and never markup whatever its owner typed.
  caretElement.setAttribute('data-name', collaborator.user.name);
  return caretElement;
}

/** The top-level block holding `pos`, marked with `remoteCaretBlockClass`. */
function caretBlock(state: EditorState, pos: number): Decoration[] {
  const $pos = state.doc.resolve(pos);
  if ($pos.depth < 2) return [];
  const start = $pos.before(2);
  const node = state.doc.nodeAt(start);
  return node === null
    ? []
    : [Decoration.node(start, start + node.nodeSize, { class: remoteCaretBlockClass })];
}

/** Every collaborator's caret (with their name) and selection, where they are in this copy of the document. */
function decorationsFor(state: EditorState, collaborators: readonly Collaborator[]): Drawn {
  const placed = collaborators.filter((c) => c.cursor !== null);
  const points = placed.flatMap((c) => (c.cursor === null ? [] : [c.cursor.anchor, c.cursor.head]));
  const positions = positionsOf(state.doc, points);
  const decorations: Decoration[] = [];
  let missing = false;
  for (const collaborator of placed) {
    const cursor = collaborator.cursor;
    if (cursor === null) continue;
    const head = positions.get(cursor.head);
    const anchor = positions.get(cursor.anchor);
    if (head === undefined) {
      missing = true;
      continue;
    }
    decorations.push(
      Decoration.widget(head, () => caret(collaborator), {
        key: `caret-${collaborator.clientId}-${collaborator.user.color}-${collaborator.user.name}`,
        side: -1,
      }),
      ...caretBlock(state, head),
    );
    if (anchor !== undefined && anchor !== head)
      decorations.push(
        Decoration.inline(Math.min(anchor, head), Math.max(anchor, head), {
          class: 'quire-remote-selection',
          style: `background-color: color-mix(in srgb, ${collaborator.user.color} 25%, transparent)`,
        }),
      );
  }
  return { set: DecorationSet.create(state.doc, decorations), missing };
}

/**
 * Presence in the editor: this client's caret and selection go to `presence` as block id + offset whenever they
 * move; the other clients' are drawn as named, coloured carets and selections, redrawn when their presence
 * changes (or when a block one of them is in arrives) and otherwise mapped through edits (no walk over the
 * document per keystroke).
 */
export function presencePlugin(presence: CollabPresence): Plugin<Drawn> {
  return new Plugin<Drawn>({
    key,
    state: {
      init: (_config, state) => decorationsFor(state, presence.collaborators()),
      apply: (tr, previous, _old, state) =>
        // A caret whose block had not arrived yet (presence travels faster than edits) is placed once it does.
        tr.getMeta(key) === true || (previous.missing && tr.docChanged)
          ? decorationsFor(state, presence.collaborators())
          : { set: previous.set.map(tr.mapping, tr.doc), missing: previous.missing },
    },
    props: {
      decorations: (state) => key.getState(state)?.set,
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
