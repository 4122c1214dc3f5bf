import { matchesHotkey } from './hotkey.js';
import { SHORTCUTS, type ShortcutAction } from './shortcuts.js';

export type ShortcutHandler = (event: KeyboardEvent) => void;

const handlers = new Map<ShortcutAction, Set<ShortcutHandler>>();

/** Each feature binds its own action (the sidebar binds toggleSidebar, …); returns the unbind function. */
export function bindShortcut(action: ShortcutAction, handler: ShortcutHandler): () => void {
  let set = handlers.get(action);
  if (set === undefined) {
    set = new Set();
    handlers.set(action, set);
  }
  set.add(handler);
  return () => {
    set.delete(handler);
  };
}

const ACTIONS = Object.keys(SHORTCUTS) as ShortcutAction[];

/** Runs the handlers of the first bound action the event matches; returns whether one ran. */
export function dispatchShortcut(event: KeyboardEvent): boolean {
  for (const action of ACTIONS) {
    const bound = handlers.get(action);
    if (bound === undefined || bound.size === 0) continue;
    if (!matchesHotkey(event, SHORTCUTS[action])) continue;
    // The browser's own meaning of these keys (print, bookmark, reload…) gives way to the bound action.
    event.preventDefault();
    for (const handler of [...bound]) handler(event);
    return true;
  }
  return false;
}

/** ONE keydown listener for the page; a second install on the same target is a no-op until the first stops. */
const installed = new WeakSet<EventTarget>();

export function installShortcuts(target: EventTarget = window): () => void {
  if (installed.has(target)) return () => undefined;
  installed.add(target);
  const onKeyDown = (event: Event) => {
    if (event instanceof KeyboardEvent && !event.defaultPrevented && !event.isComposing)
      dispatchShortcut(event);
  };
  target.addEventListener('keydown', onKeyDown);
  return () => {
    target.removeEventListener('keydown', onKeyDown);
    installed.delete(target);
  };
}
