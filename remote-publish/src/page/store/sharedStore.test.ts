// shared's store built on the page entry's toolkit, as webpack.page.cjs builds it.
const mockUsage = { stores: 0 };
jest.mock('@reduxjs/toolkit', () => {
  const toolkit = jest.requireActual<typeof import('./toolkit')>('./toolkit');
  return {
    ...toolkit,
    configureStore: (...args: Parameters<typeof toolkit.configureStore>) => {
      mockUsage.stores += 1;
      return toolkit.configureStore(...args);
    },
  };
});

type Shared = typeof import('@quire/shared');

/** A fresh copy of shared (its store is made when it loads), with the mock above in place. */
function loadShared(): Shared {
  let shared: Shared | undefined;
  jest.isolateModules(() => {
    shared = jest.requireActual<Shared>('@quire/shared');
  });
  if (shared === undefined) throw new Error('shared did not load');
  return shared;
}

describe('shared’s store on the page entry’s toolkit', () => {
  it('issue 11 / uses it: theme toggled and saved, the login dialog, the session resetting the user', () => {
    localStorage.clear();
    const shared = loadShared();
    const made = mockUsage.stores;
    const store = shared.createAppStore();
    // Built by the page entry's toolkit (shared's own `store` was too, when it loaded).
    expect(made).toBeGreaterThanOrEqual(1);
    expect(mockUsage.stores).toBe(made + 1);

    const initial = store.getState();
    expect(initial.ui.loginDialog).toEqual({ open: false, redirectTo: null });
    expect(initial.session.token).toBeNull();

    let notified = 0;
    store.subscribe(() => {
      notified += 1;
    });
    const mode = initial.theme.mode;
    store.dispatch(shared.themeActions.toggle());
    const toggled = mode === 'dark' ? 'light' : 'dark';
    expect(store.getState().theme.mode).toBe(toggled);
    // The listeners ran: the choice is saved, the document carries the mode.
    const saved = Array.from({ length: localStorage.length }, (_, index) =>
      localStorage.getItem(localStorage.key(index) ?? ''),
    );
    expect(saved).toContain(String(toggled === 'dark'));
    expect(notified).toBe(1);
    // Unchanged slices kept their objects.
    expect(store.getState().ui).toBe(initial.ui);
    expect(store.getState().session).toBe(initial.session);

    store.dispatch(shared.uiActions.openLoginDialog({ redirectTo: '/team/page' }));
    expect(shared.selectLoginDialog(store.getState())).toEqual({ open: true, redirectTo: '/team/page' });
    store.dispatch(shared.uiActions.closeLoginDialog());
    expect(shared.selectLoginDialog(store.getState())).toEqual({ open: false, redirectTo: null });

    const before = store.getState().user;
    store.dispatch(shared.themeActions.force('light'));
    expect(store.getState().user).toBe(before);
    expect(shared.selectIsSignedIn(store.getState())).toBe(false);

    // A new session resets the user slice to that user (its extra reducer), a sign-out back to nobody.
    const token = { user: { id: 'reader-1' } } as unknown as Parameters<
      typeof shared.sessionActions.tokenChanged
    >[0];
    store.dispatch(shared.sessionActions.tokenChanged(token));
    expect(shared.selectIsSignedIn(store.getState())).toBe(true);
    expect(store.getState().user).toMatchObject({ userId: 'reader-1', status: 'idle', profile: null });
    store.dispatch(shared.sessionActions.tokenChanged(null));
    expect(store.getState().user.userId).toBeNull();
  });
});
