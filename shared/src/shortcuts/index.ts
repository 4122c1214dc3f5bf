export { SHORTCUTS, APP_SHORTCUTS, EDITOR_SHORTCUTS, type ShortcutAction } from './shortcuts.js';
export { matchesHotkey, formatHotkey, parseHotkey } from './hotkey.js';
export { bindShortcut, installShortcuts, dispatchShortcut, type ShortcutHandler } from './registry.js';
