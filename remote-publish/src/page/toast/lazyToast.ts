import type { Message, Toast, ToastOptions } from 'quire-hot-toast-headless';
import { useSyncExternalStore } from 'react';

/**
 * react-hot-toast for the page entry, put in its place by webpack.page.cjs: the library (its headless build) is
 * downloaded on the first toast instead of with the page, since most visits show none. Calls made before it
 * has arrived are kept and made in order once it has (a toast's timer starts then); `toast` answers its id at
 * once, as the library does. The page's toaster (`PageApp`) is mounted once the library is there
 * (`useToastsLoaded`): `useToaster` is only called from it.
 */

type Headless = typeof import('quire-hot-toast-headless');
export type { Toast, ToastOptions };

let loaded: Headless | undefined;
let loading: Promise<void> | undefined;
const waiting: ((library: Headless) => void)[] = [];
const listeners = new Set<() => void>();
let generated = 0;

function load(): void {
  loading ??= import('quire-hot-toast-headless').then(
    (library) => {
      loaded = library;
      for (const call of waiting.splice(0)) call(library);
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // Tried again on the next toast; these ones are lost.
      loading = undefined;
      waiting.length = 0;
      console.error('The notifications could not be loaded', error);
    },
  );
}

/** Makes the call now when the library is there, otherwise once it has arrived (asking for it). */
function withLibrary(call: (library: Headless) => void): void {
  if (loaded !== undefined) {
    call(loaded);
    return;
  }
  waiting.push(call);
  load();
}

function show(kind: 'blank' | 'success' | 'error', message: Message, options?: ToastOptions): string {
  generated += 1;
  const id = options?.id ?? `page-toast-${generated}`;
  withLibrary(({ toast: real }) => {
    const shown = { ...options, id };
    if (kind === 'success') real.success(message, shown);
    else if (kind === 'error') real.error(message, shown);
    else real(message, shown);
  });
  return id;
}

export const toast = Object.assign(
  (message: Message, options?: ToastOptions) => show('blank', message, options),
  {
    success: (message: Message, options?: ToastOptions) => show('success', message, options),
    error: (message: Message, options?: ToastOptions) => show('error', message, options),
    dismiss: (id?: string) => {
      // Before the library was asked for there is nothing to dismiss; while it loads, after what came before.
      if (loaded !== undefined) {
        loaded.toast.dismiss(id);
      } else if (loading !== undefined) {
        waiting.push((library) => {
          library.toast.dismiss(id);
        });
      }
    },
  },
);

/** The library's hook; only for the toaster mounted once `useToastsLoaded()` is true. */
export function useToaster(options?: { duration?: number }): ReturnType<Headless['useToaster']> {
  if (loaded === undefined) throw new Error('useToaster before the notifications were loaded');
  return loaded.useToaster(options);
}

export function resolveValue<TValue, TArg>(value: TValue | ((arg: TArg) => TValue), arg: TArg): TValue {
  return typeof value === 'function' ? (value as (arg: TArg) => TValue)(arg) : value;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the library has arrived (a first toast was asked for): the page then mounts its toaster. */
export function useToastsLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loaded !== undefined,
    () => false,
  );
}
