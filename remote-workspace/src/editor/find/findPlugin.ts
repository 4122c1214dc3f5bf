import { Plugin, PluginKey, type EditorState, type Transaction } from 'prosemirror-state';
import { Decoration, DecorationSet, type EditorView } from 'prosemirror-view';
import { revealPosition } from '../longDocument/blockWindowPlugin';
import { findMatches, type Match } from './matches';

/** What find holds: the query, its occurrences, and which one is current (-1: none). */
export interface FindState {
  query: string;
  matches: readonly Match[];
  current: number;
  decorations: DecorationSet;
}

type FindAction = { query: string } | { step: 1 | -1 } | { close: true };

export const findKey = new PluginKey<FindState>('quire-find');

const closed: Omit<FindState, 'decorations'> = { query: '', matches: [], current: -1 };

function decorate(state: Omit<FindState, 'decorations'>, doc: Transaction['doc']): FindState {
  const decorations = DecorationSet.create(
    doc,
    state.matches.map((match, index) =>
      Decoration.inline(match.from, match.to, {
        class: index === state.current ? 'quire-find-match quire-find-current' : 'quire-find-match',
      }),
    ),
  );
  return { ...state, decorations };
}

/** The first occurrence at or after `position`, so a changed query stays near where the reader is. */
function nearest(matches: readonly Match[], position: number): number {
  if (matches.length === 0) return -1;
  const index = matches.findIndex((match) => match.from >= position);
  return index === -1 ? 0 : index;
}

function next(state: FindState, action: FindAction, tr: Transaction): FindState {
  if ('close' in action) return decorate(closed, tr.doc);
  if ('query' in action) {
    const matches = findMatches(tr.doc, action.query);
    const around = state.matches[state.current]?.from ?? tr.selection.from;
    return decorate({ query: action.query, matches, current: nearest(matches, around) }, tr.doc);
  }
  const count = state.matches.length;
  if (count === 0) return state;
  return decorate({ ...state, current: (state.current + action.step + count) % count }, tr.doc);
}

/**
 * Find in page (KEY-11): occurrences of the query marked in the text, the current one marked apart. The
 * occurrences are found again whenever the document changes while a query is set (a co-editor's change
 * included), the current one kept by position.
 */
export function findPlugin(): Plugin<FindState> {
  return new Plugin<FindState>({
    key: findKey,
    state: {
      init: (_config, state) => decorate(closed, state.doc),
      apply(tr, value) {
        const action = tr.getMeta(findKey) as FindAction | undefined;
        if (action !== undefined) return next(value, action, tr);
        if (!tr.docChanged || value.query === '') return value;
        const mapped = value.matches[value.current];
        const matches = findMatches(tr.doc, value.query);
        const current = mapped === undefined ? -1 : nearest(matches, tr.mapping.map(mapped.from));
        return decorate({ query: value.query, matches, current }, tr.doc);
      },
    },
    props: {
      decorations: (state) => findKey.getState(state)?.decorations,
    },
  });
}

export function findStateOf(state: EditorState): FindState | undefined {
  return findKey.getState(state);
}

/** Sets the query (an empty one clears the marks). */
export function setFindQuery(view: EditorView, query: string): void {
  view.dispatch(view.state.tr.setMeta(findKey, { query }).setMeta('addToHistory', false));
  revealCurrent(view);
}

/** Moves to the next (1) or previous (-1) occurrence, wrapping around, and scrolls it into view. */
export function stepFind(view: EditorView, step: 1 | -1): void {
  view.dispatch(view.state.tr.setMeta(findKey, { step }).setMeta('addToHistory', false));
  revealCurrent(view);
}

export function closeFind(view: EditorView): void {
  view.dispatch(view.state.tr.setMeta(findKey, { close: true }).setMeta('addToHistory', false));
}

function revealCurrent(view: EditorView): void {
  const state = findStateOf(view.state);
  const match = state?.matches[state.current];
  if (match === undefined) return;
  revealPosition(view, match.from);
  const { node } = view.domAtPos(match.from);
  const element = node instanceof Element ? node : node.parentElement;
  element?.scrollIntoView({ block: 'center' });
}
