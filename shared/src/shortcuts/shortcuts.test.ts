import { formatHotkey, matchesHotkey } from './hotkey.js';
import { bindShortcut, installShortcuts } from './registry.js';
import { APP_SHORTCUTS, EDITOR_SHORTCUTS, SHORTCUTS } from './shortcuts.js';

const key = (init: KeyboardEventInit) =>
  new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });

describe('shortcut table', () => {
  it('KEY-01 KEY-02 KEY-03 KEY-04 KEY-05 / application shortcuts', () => {
    expect(APP_SHORTCUTS).toEqual({
      toggleSidebar: 'mod+.',
      toggleTheme: 'mod+shift+l',
      search: 'mod+p',
      quickNote: 'mod+/',
      shortcutList: 'mod+/',
      clearCacheAndReload: 'mod+shift+r',
    });
  });

  it('KEY-04 / mod+/ shows the shortcut list only until quick notes bind it', () => {
    const seen: string[] = [];
    const target = new EventTarget();
    const stop = installShortcuts(target);
    const unbindList = bindShortcut('shortcutList', () => seen.push('list'));
    target.dispatchEvent(key({ key: '/', ctrlKey: true }));
    const unbindNote = bindShortcut('quickNote', () => seen.push('note'));
    target.dispatchEvent(key({ key: '/', ctrlKey: true }));
    expect(seen).toEqual(['list', 'note']);
    unbindNote();
    unbindList();
    stop();
  });

  it('KEY-06 KEY-07 KEY-08 KEY-09 KEY-10 KEY-11 / editor shortcuts', () => {
    expect(EDITOR_SHORTCUTS).toEqual({
      bold: 'mod+b',
      italic: 'mod+i',
      underline: 'mod+u',
      code: 'mod+e',
      link: 'mod+k',
      find: 'mod+f',
    });
    expect(SHORTCUTS.bold).toBe('mod+b');
    expect(SHORTCUTS.toggleTheme).toBe('mod+shift+l');
  });
});

describe('matchesHotkey', () => {
  it('mod is Control elsewhere and Meta on macOS', () => {
    expect(matchesHotkey(key({ key: 'p', ctrlKey: true }), 'mod+p', false)).toBe(true);
    expect(matchesHotkey(key({ key: 'p', metaKey: true }), 'mod+p', false)).toBe(false);
    expect(matchesHotkey(key({ key: 'p', metaKey: true }), 'mod+p', true)).toBe(true);
    expect(matchesHotkey(key({ key: 'p', ctrlKey: true }), 'mod+p', true)).toBe(false);
    expect(matchesHotkey(key({ key: 'p', ctrlKey: true, metaKey: true }), 'mod+p', false)).toBe(false);
  });

  it('requires exactly the listed modifiers', () => {
    expect(matchesHotkey(key({ key: 'L', ctrlKey: true, shiftKey: true }), 'mod+shift+l', false)).toBe(true);
    expect(matchesHotkey(key({ key: 'l', ctrlKey: true }), 'mod+shift+l', false)).toBe(false);
    expect(matchesHotkey(key({ key: 'p', ctrlKey: true, shiftKey: true }), 'mod+p', false)).toBe(false);
    expect(matchesHotkey(key({ key: 'p', ctrlKey: true, altKey: true }), 'mod+p', false)).toBe(false);
    expect(matchesHotkey(key({ key: 'p' }), 'mod+p', false)).toBe(false);
  });

  it('matches punctuation keys and the physical key on other layouts', () => {
    expect(matchesHotkey(key({ key: '.', ctrlKey: true }), 'mod+.', false)).toBe(true);
    expect(matchesHotkey(key({ key: '/', ctrlKey: true }), 'mod+/', false)).toBe(true);
    // A Russian layout: the L key types 'д'.
    expect(
      matchesHotkey(key({ key: 'Д', code: 'KeyL', ctrlKey: true, shiftKey: true }), 'mod+shift+l', false),
    ).toBe(true);
    expect(matchesHotkey(key({ key: 'ю', code: 'Period', ctrlKey: true }), 'mod+.', false)).toBe(true);
    // A German layout: the physical Slash key types '-', and Ctrl+- stays zoom-out.
    expect(matchesHotkey(key({ key: '-', code: 'Slash', ctrlKey: true }), 'mod+/', false)).toBe(false);
  });

  it('formats for menus', () => {
    expect(formatHotkey('mod+shift+l', true)).toBe('⌘⇧L');
    expect(formatHotkey('mod+shift+l', false)).toBe('Ctrl+Shift+L');
    expect(formatHotkey('mod+.', false)).toBe('Ctrl+.');
  });

  it('rejects unknown modifiers', () => {
    expect(() => matchesHotkey(key({ key: 'p' }), 'hyper+p', false)).toThrow('Unknown modifier');
  });
});

describe('registry', () => {
  it('KEY-02 / one keydown listener runs the handler bound to the matching action and prevents the default', () => {
    const stop = installShortcuts(window);
    const toggleTheme = jest.fn();
    const search = jest.fn();
    const unbindTheme = bindShortcut('toggleTheme', toggleTheme);
    const unbindSearch = bindShortcut('search', search);

    const event = key({ key: 'L', ctrlKey: true, shiftKey: true });
    document.body.dispatchEvent(event);
    expect(toggleTheme).toHaveBeenCalledTimes(1);
    expect(search).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(true);

    unbindTheme();
    const after = key({ key: 'l', ctrlKey: true, shiftKey: true });
    document.body.dispatchEvent(after);
    expect(toggleTheme).toHaveBeenCalledTimes(1);
    expect(after.defaultPrevented).toBe(false);

    stop();
    document.body.dispatchEvent(key({ key: 'p', ctrlKey: true }));
    expect(search).not.toHaveBeenCalled();
    unbindSearch();
  });

  it('installs one listener however often it is called, and ignores events already handled', () => {
    const stop = installShortcuts(window);
    const stopAgain = installShortcuts(window);
    const toggleSidebar = jest.fn();
    const unbind = bindShortcut('toggleSidebar', toggleSidebar);
    document.body.dispatchEvent(key({ key: '.', ctrlKey: true }));
    expect(toggleSidebar).toHaveBeenCalledTimes(1);

    const handled = key({ key: '.', ctrlKey: true });
    handled.preventDefault();
    document.body.dispatchEvent(handled);
    expect(toggleSidebar).toHaveBeenCalledTimes(1);

    stopAgain();
    stop();
    unbind();
  });
});
