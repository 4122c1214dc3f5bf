import * as real from '@reduxjs/toolkit';
import * as mini from './toolkit';

/** Either toolkit: the stores below are built through Redux Toolkit's types. */
type Toolkit = typeof real | typeof mini;

interface Token {
  user: { id: string };
  expiresAt: number;
}

/**
 * Slices and listeners written as shared's store writes them (changing the draft, returning a new state,
 * returning the draft itself, an extra reducer on another slice's action, a lazily made initial state), built
 * with one toolkit or the other.
 */
function buildStore(toolkit: Toolkit) {
  const { createSlice, combineReducers, configureStore, createListenerMiddleware, isAnyOf } =
    toolkit as unknown as typeof real;
  const session = createSlice({
    name: 'session',
    initialState: (): { token: Token | null } => ({ token: null }),
    reducers: {
      tokenChanged(state, action: real.PayloadAction<Token | null>) {
        state.token = action.payload;
      },
    },
  });
  const user = createSlice({
    name: 'user',
    initialState: () => ({ userId: null as string | null, status: 'idle', tags: [] as string[] }),
    reducers: {
      loading(state, action: real.PayloadAction<{ userId: string }>) {
        if (action.payload.userId !== state.userId) return;
        state.status = 'loading';
      },
      tagged(state, action: real.PayloadAction<string>) {
        state.tags.push(action.payload);
      },
    },
    extraReducers: (builder) => {
      builder.addCase(session.actions.tokenChanged, (state, action) => {
        const userId = action.payload?.user.id ?? null;
        return userId === state.userId ? state : { userId, status: 'idle', tags: [] };
      });
    },
  });
  const ui = createSlice({
    name: 'ui',
    initialState: { dialog: { open: false, redirectTo: null as string | null } },
    reducers: {
      open(state, action: real.PayloadAction<{ redirectTo?: string } | undefined>) {
        state.dialog = { open: true, redirectTo: action.payload?.redirectTo ?? null };
      },
      close(state) {
        state.dialog = { open: false, redirectTo: null };
      },
    },
  });
  const theme = createSlice({
    name: 'theme',
    initialState: (): { mode: 'light' | 'dark' } => ({ mode: 'light' }),
    reducers: {
      toggle(state) {
        state.mode = state.mode === 'dark' ? 'light' : 'dark';
      },
      set(state, action: real.PayloadAction<'light' | 'dark'>) {
        state.mode = action.payload;
      },
    },
  });
  const rootReducer = combineReducers({
    session: session.reducer,
    user: user.reducer,
    ui: ui.reducer,
    theme: theme.reducer,
  });
  type State = ReturnType<typeof rootReducer>;
  const effects = createListenerMiddleware();
  const startListening = effects.startListening.withTypes<State>();
  const seen: string[] = [];
  startListening({
    matcher: isAnyOf(theme.actions.toggle, theme.actions.set),
    effect: (action, api) => {
      seen.push(`saved ${api.getState().theme.mode} after ${action.type}`);
    },
  });
  startListening({
    predicate: (_action, current, previous) => current.theme.mode !== previous.theme.mode,
    effect: (_action, api) => {
      seen.push(`mode now ${api.getState().theme.mode}`);
    },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: { token: null },
      user: { userId: null, status: 'idle', tags: [] },
      theme: { mode: 'dark' as const },
    },
    middleware: (getDefault) => getDefault().prepend(effects.middleware),
  });
  let notified = 0;
  const unsubscribe = store.subscribe(() => {
    notified += 1;
  });
  const actions = [
    theme.actions.toggle(),
    theme.actions.set('light'),
    ui.actions.open({ redirectTo: '/team/page' }),
    ui.actions.open(),
    user.actions.loading({ userId: 'nobody' }),
    session.actions.tokenChanged({ user: { id: 'u1' }, expiresAt: 5 }),
    user.actions.loading({ userId: 'u1' }),
    user.actions.tagged('reader'),
    session.actions.tokenChanged({ user: { id: 'u1' }, expiresAt: 9 }),
    ui.actions.close(),
    { type: 'unknown/action' },
    session.actions.tokenChanged(null),
  ];
  return { store, actions, seen, notified: () => notified, unsubscribe };
}

/** Each step: the state after the action, and which slices kept their object (by identity). */
function run(toolkit: Toolkit) {
  const { store, actions, seen, notified, unsubscribe } = buildStore(toolkit);
  const steps: { state: unknown; kept: Record<string, boolean>; same: boolean }[] = [
    { state: store.getState(), kept: {}, same: false },
  ];
  for (const action of actions) {
    const before = store.getState() as Record<string, unknown>;
    store.dispatch(action as never);
    const after = store.getState() as Record<string, unknown>;
    const kept = Object.fromEntries(Object.keys(after).map((key) => [key, before[key] === after[key]]));
    steps.push({ state: after, kept, same: before === after });
  }
  unsubscribe();
  store.dispatch(actions[0] as never);
  return { steps, seen, notified: notified() };
}

describe('the page entry’s Redux Toolkit', () => {
  it('issue 11 / answers as Redux Toolkit on the same slices and listeners: states, kept objects, effects, notifications', () => {
    const expected = run(real);
    const actual = run(mini);
    expect(actual.steps).toEqual(expected.steps);
    expect(actual.seen).toEqual(expected.seen);
    expect(actual.notified).toBe(expected.notified);
    // What the comparison covers, spelled out.
    expect(expected.steps.some((step) => step.same)).toBe(true);
    expect(expected.seen).toContain('mode now light');
  });

  it('issue 11 / action creators carry their type and match their actions', () => {
    const slice = mini.createSlice({
      name: 'ui',
      initialState: { open: false },
      reducers: {
        open(state) {
          state.open = true;
        },
      },
    });
    expect(slice.actions.open?.type).toBe('ui/open');
    expect(slice.actions.open?.match({ type: 'ui/open' })).toBe(true);
    expect(slice.actions.open?.match({ type: 'ui/close' })).toBe(false);
    expect(slice.reducer(undefined, { type: 'ui/open' })).toEqual({ open: true });
  });

  it('issue 11 / refuses what Redux refuses: an action that is not a plain object with a type', () => {
    const store = mini.configureStore({ reducer: (state: number | undefined) => state ?? 0 });
    expect(() => store.dispatch({ kind: 'no type' })).toThrow(/plain objects/);
    expect(() => store.dispatch([1])).toThrow(/plain objects/);
  });

  it('issue 11 / a failing listener is reported and the others still run', () => {
    const effects = mini.createListenerMiddleware();
    const ran: string[] = [];
    effects.startListening({
      type: 'x',
      effect: () => {
        throw new Error('boom');
      },
    });
    effects.startListening({
      type: 'x',
      effect: () => {
        ran.push('second');
      },
    });
    const store = mini.configureStore({
      reducer: (state: number | undefined) => state ?? 0,
      middleware: (getDefault) => getDefault().prepend(effects.middleware),
    });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    store.dispatch({ type: 'x' });
    expect(ran).toEqual(['second']);
    expect(consoleError).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });
});
