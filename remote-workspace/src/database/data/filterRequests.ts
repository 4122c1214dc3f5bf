import type { DatabaseStore } from './databaseStore';

// "Filter" in a field's header menu adds a filter in the grid, and the filter bar (a sibling, not a parent)
// opens its editor: the request goes through the database's store, which both hold.
type Listener = (filterId: string) => void;
const listeners = new WeakMap<DatabaseStore, Set<Listener>>();

export function requestFilterEditor(store: DatabaseStore, filterId: string): void {
  for (const listener of listeners.get(store) ?? []) listener(filterId);
}

export function onFilterEditorRequest(store: DatabaseStore, listener: Listener): () => void {
  let set = listeners.get(store);
  if (set === undefined) {
    set = new Set();
    listeners.set(store, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}
