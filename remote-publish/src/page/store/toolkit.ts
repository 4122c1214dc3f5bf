/**
 * What the page entry uses of Redux Toolkit, put in its place by webpack.page.cjs: shared's store (theme,
 * session, user and dialog slices, two listeners) built with `createSlice`, `combineReducers`, `configureStore`,
 * `createListenerMiddleware` and `isAnyOf`, answering as the library does for those calls. Case reducers are
 * written in immer's style (they change a draft); here the draft is a copy of the state's plain objects and
 * arrays, and the result keeps every part of the previous state that is equal, so unchanged slices keep their
 * identity as with immer. A test compares it with the library on the same slices and listeners, and runs
 * shared's store on it. The federated remote and the app keep the library.
 */

export interface Action<T extends string = string> {
  type: T;
}
export interface PayloadAction<P = undefined, T extends string = string> extends Action<T> {
  payload: P;
}
type AnyAction = Action & Record<string, unknown>;
type Reducer<S = unknown> = (state: S | undefined, action: AnyAction) => S;
/** Changes the draft it is given, or returns the next state (immer's two ways). */
type CaseReducer<S = unknown> = (state: S, action: AnyAction) => unknown;

interface ActionCreator {
  (payload?: unknown): PayloadAction<unknown>;
  type: string;
  match: (action: unknown) => boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** The draft: plain objects and arrays copied, anything else (as immer leaves it) shared. */
function draftOf<T>(value: T): T {
  if (Array.isArray(value)) return value.map(draftOf) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, draftOf(inner)])) as T;
  }
  return value;
}

/** `next`, with every part equal to `previous`'s taken from `previous` (the same object when nothing changed). */
function keepUnchanged<T>(previous: T, next: T): T {
  if (Object.is(previous, next)) return previous;
  const bothArrays = Array.isArray(previous) && Array.isArray(next);
  const bothObjects = isPlainObject(previous) && isPlainObject(next);
  if (!bothArrays && !bothObjects) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const merged: Record<string, unknown> = bothArrays ? (new Array((next as unknown[]).length) as never) : {};
  let same = Object.keys(before).length === Object.keys(after).length;
  for (const key of Object.keys(after)) {
    const kept = keepUnchanged(before[key], after[key]);
    merged[key] = kept;
    if (!Object.hasOwn(before, key) || !Object.is(kept, before[key])) same = false;
  }
  return same ? previous : (merged as T);
}

/** Runs an immer-style case reducer: changes to the draft, or a returned state, make the next state. */
function produce<S>(state: S, reducer: CaseReducer<S>, action: AnyAction): S {
  const draft = draftOf(state);
  const returned = reducer(draft, action) as S | undefined;
  return keepUnchanged(state, returned === undefined ? draft : returned);
}

function actionCreator(type: string): ActionCreator {
  const create = (payload?: unknown) => ({ type, payload });
  return Object.assign(create, {
    type,
    match: (action: unknown) => (action as Action | null)?.type === type,
    toString: () => type,
  });
}

interface SliceOptions<S> {
  name: string;
  initialState: S | (() => S);
  reducers: Record<string, CaseReducer<S>>;
  extraReducers?: (builder: {
    addCase: (creator: string | { type: string }, reducer: CaseReducer<S>) => unknown;
  }) => void;
}

export function createSlice<S>(options: SliceOptions<S>) {
  const initial = options.initialState;
  const getInitialState = (): S => (typeof initial === 'function' ? (initial as () => S)() : initial);
  const cases = new Map<string, CaseReducer<S>>();
  const actions: Record<string, ActionCreator> = {};
  for (const [key, reducer] of Object.entries(options.reducers)) {
    const type = `${options.name}/${key}`;
    actions[key] = actionCreator(type);
    cases.set(type, reducer);
  }
  const builder = {
    addCase: (creator: string | { type: string }, reducer: CaseReducer<S>) => {
      cases.set(typeof creator === 'string' ? creator : creator.type, reducer);
      return builder;
    },
  };
  options.extraReducers?.(builder);
  const reducer: Reducer<S> = (state = getInitialState(), action) => {
    const caseReducer = cases.get(action.type);
    return caseReducer === undefined ? state : produce(state, caseReducer, action);
  };
  return { name: options.name, reducer, actions, getInitialState };
}

export function combineReducers(reducers: Record<string, Reducer>): Reducer<Record<string, unknown>> {
  const keys = Object.keys(reducers);
  return (state = {}, action) => {
    let changed = Object.keys(state).length !== keys.length;
    const next: Record<string, unknown> = {};
    for (const key of keys) {
      const reducer = reducers[key];
      if (reducer === undefined) continue;
      next[key] = reducer(state[key], action);
      if (!Object.is(next[key], state[key])) changed = true;
    }
    return changed ? next : state;
  };
}

type Dispatch = (action: unknown) => unknown;
interface MiddlewareApi {
  getState: () => unknown;
  dispatch: Dispatch;
}
type Middleware = (api: MiddlewareApi) => (next: Dispatch) => Dispatch;

/** `getDefaultMiddleware()`'s answer: an array of middleware with the tuple's `prepend`. */
interface MiddlewareTuple extends Array<Middleware> {
  prepend: (...items: Middleware[]) => MiddlewareTuple;
}

function tupleOf(items: Middleware[]): MiddlewareTuple {
  return Object.assign([...items], {
    prepend: (...more: Middleware[]) => tupleOf([...more, ...items]),
  });
}

const thunk: Middleware = (api) => (next) => (action) =>
  typeof action === 'function'
    ? (action as (dispatch: Dispatch, getState: () => unknown) => unknown)(api.dispatch, api.getState)
    : next(action);

interface StoreOptions<S> {
  reducer: Reducer<S>;
  preloadedState?: Partial<S>;
  middleware?: (getDefault: () => MiddlewareTuple) => Middleware[];
}

export function configureStore<S>({ reducer, preloadedState, middleware }: StoreOptions<S>) {
  let state = reducer(preloadedState as S | undefined, {
    type: `@@redux/INIT${Math.random().toString(36).slice(2)}`,
  });
  const listeners = new Map<number, () => void>();
  let nextListener = 0;
  let dispatching = false;
  const reduce: Dispatch = (action) => {
    if (!isPlainObject(action) || typeof action.type !== 'string') {
      throw new Error('Actions must be plain objects with a string type');
    }
    if (dispatching) throw new Error('Reducers may not dispatch actions');
    try {
      dispatching = true;
      state = reducer(state, action as AnyAction);
    } finally {
      dispatching = false;
    }
    for (const listener of [...listeners.values()]) listener();
    return action;
  };
  let dispatch: Dispatch = () => {
    throw new Error('Dispatching while constructing the middleware is not allowed');
  };
  const api: MiddlewareApi = { getState: () => state, dispatch: (action) => dispatch(action) };
  const defaults = () => tupleOf([thunk]);
  const chain = (middleware === undefined ? defaults() : middleware(defaults)).map((item) => item(api));
  dispatch = chain.reduceRight<Dispatch>((next, item) => item(next), reduce);
  return {
    getState: (): S => state,
    dispatch: <A>(action: A): A => dispatch(action) as A,
    subscribe: (listener: () => void) => {
      const id = nextListener++;
      listeners.set(id, listener);
      return () => {
        listeners.delete(id);
      };
    },
  };
}

type Matcher = ((action: unknown) => boolean) | { match: (action: unknown) => boolean };

export function isAnyOf(...matchers: Matcher[]): (action: unknown) => boolean {
  return (action) =>
    matchers.some((matcher) => ('match' in matcher ? matcher.match(action) : matcher(action)));
}

interface ListenerApi {
  getState: () => unknown;
  getOriginalState: () => unknown;
  dispatch: Dispatch;
}
interface ListenerOptions {
  type?: string;
  actionCreator?: { match: (action: unknown) => boolean };
  matcher?: (action: unknown) => boolean;
  predicate?: (action: unknown, current: unknown, previous: unknown) => boolean;
  effect: (action: unknown, api: ListenerApi) => unknown;
}

function reportListenerError(error: unknown): void {
  console.error('A store listener failed', error);
}

/** Effects run after the reducers, in the order they were added; a failing one is reported, not thrown. */
export function createListenerMiddleware() {
  const entries = new Set<ListenerOptions>();
  const startListening = Object.assign(
    (options: ListenerOptions) => {
      entries.add(options);
      return () => {
        entries.delete(options);
      };
    },
    { withTypes: () => startListening },
  );
  const matches = (entry: ListenerOptions, action: unknown, current: unknown, previous: unknown) => {
    if (entry.actionCreator !== undefined) return entry.actionCreator.match(action);
    if (entry.type !== undefined) return (action as Action | null)?.type === entry.type;
    if (entry.matcher !== undefined) return entry.matcher(action);
    return entry.predicate?.(action, current, previous) ?? false;
  };
  const middleware: Middleware = (api) => (next) => (action) => {
    const previous = api.getState();
    const result = next(action);
    const current = api.getState();
    for (const entry of [...entries]) {
      try {
        if (!matches(entry, action, current, previous)) continue;
        const running = entry.effect(action, {
          getState: api.getState,
          getOriginalState: () => previous,
          dispatch: api.dispatch,
        });
        if (running instanceof Promise) running.catch(reportListenerError);
      } catch (error) {
        reportListenerError(error);
      }
    }
    return result;
  };
  return {
    middleware,
    startListening,
    clearListeners: () => {
      entries.clear();
    },
  };
}
