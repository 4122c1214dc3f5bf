/** Application shortcuts (KEY-01..05); `mod` is ⌘ on macOS and Ctrl elsewhere. */
export const APP_SHORTCUTS = {
  toggleSidebar: 'mod+.',
  toggleTheme: 'mod+shift+l',
  search: 'mod+p',
  quickNote: 'mod+/',
  /**
   * The list of shortcuts, on mod+/ while quick notes (KEY-04) are not built: an action runs only when bound,
   * and the first bound action of a combination wins, so quick notes take the keys back when they bind.
   */
  shortcutList: 'mod+/',
  clearCacheAndReload: 'mod+shift+r',
} as const;

/** Editor shortcuts (KEY-06..11), as data for the editor to bind and for menus to display. */
export const EDITOR_SHORTCUTS = {
  bold: 'mod+b',
  italic: 'mod+i',
  underline: 'mod+u',
  code: 'mod+e',
  link: 'mod+k',
  find: 'mod+f',
} as const;

export const SHORTCUTS = { ...APP_SHORTCUTS, ...EDITOR_SHORTCUTS } as const;

export type ShortcutAction = keyof typeof SHORTCUTS;
