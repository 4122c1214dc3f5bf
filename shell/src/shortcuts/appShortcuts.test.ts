import { createAppStore, installShortcuts, selectThemeMode } from '@quire/shared';
import { bindShellShortcuts } from './appShortcuts';

function press(key: string, modifiers: { shift?: boolean } = {}) {
  window.dispatchEvent(
    new KeyboardEvent('keydown', {
      key,
      ctrlKey: true,
      shiftKey: modifiers.shift ?? false,
      bubbles: true,
      cancelable: true,
    }),
  );
}

describe('the shell shortcuts', () => {
  let uninstall: () => void;
  let unbind: () => void = () => undefined;
  beforeEach(() => {
    uninstall = installShortcuts(window);
  });
  afterEach(() => {
    unbind();
    uninstall();
  });

  it('KEY-02 / mod+shift+l toggles the theme', () => {
    const store = createAppStore();
    unbind = bindShellShortcuts({
      dispatch: store.dispatch,
      clearCache: () => Promise.resolve(),
      reload: jest.fn(),
    });
    const before = selectThemeMode(store.getState());
    press('L', { shift: true });
    expect(selectThemeMode(store.getState())).not.toBe(before);
    press('L', { shift: true });
    expect(selectThemeMode(store.getState())).toBe(before);
  });

  it('KEY-05 / mod+shift+r clears the local cache, then reloads', async () => {
    const order: string[] = [];
    const reloaded = new Promise<void>((resolve) => {
      unbind = bindShellShortcuts({
        dispatch: createAppStore().dispatch,
        clearCache: () => {
          order.push('clear');
          return Promise.resolve();
        },
        reload: () => {
          order.push('reload');
          resolve();
        },
      });
    });
    press('R', { shift: true });
    await reloaded;
    expect(order).toEqual(['clear', 'reload']);
  });

  it('KEY-05 / reloads even when the cache cannot be cleared', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reloaded = new Promise<void>((resolve) => {
      unbind = bindShellShortcuts({
        dispatch: createAppStore().dispatch,
        clearCache: () => Promise.reject(new Error('IndexedDB unavailable')),
        reload: resolve,
      });
    });
    press('R', { shift: true });
    await reloaded;
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('KEY-02 / unbinding stops answering', () => {
    const store = createAppStore();
    bindShellShortcuts({
      dispatch: store.dispatch,
      clearCache: () => Promise.resolve(),
      reload: jest.fn(),
    })();
    const before = selectThemeMode(store.getState());
    press('L', { shift: true });
    expect(selectThemeMode(store.getState())).toBe(before);
  });
});
