// react-hot-toast's headless build (no goober, no components), which the page entry's webpack configuration (and
// its jest configuration) resolve from @quire/shared's dependency under this name: only what lazyToast.ts uses.
declare module 'quire-hot-toast-headless' {
  import type { ReactElement } from 'react';

  export type Renderable = ReactElement | string | null;
  export interface Toast {
    type: 'success' | 'error' | 'loading' | 'blank' | 'custom';
    id: string;
    message: Renderable | ((toast: Toast) => Renderable);
    ariaProps: { role: 'status' | 'alert'; 'aria-live': 'assertive' | 'off' | 'polite' };
    createdAt: number;
    visible: boolean;
    dismissed: boolean;
  }
  export interface ToastOptions {
    id?: string;
    duration?: number;
    ariaProps?: Toast['ariaProps'];
  }
  export type Message = Toast['message'];
  type ToastHandler = (message: Message, options?: ToastOptions) => string;
  export const toast: {
    (message: Message, options?: ToastOptions): string;
    success: ToastHandler;
    error: ToastHandler;
    dismiss(toastId?: string): void;
  };
  export function useToaster(options?: { duration?: number }): {
    toasts: Toast[];
    handlers: { startPause: () => void; endPause: () => void };
  };
  export function resolveValue<TValue, TArg>(value: TValue | ((arg: TArg) => TValue), arg: TArg): TValue;
}
