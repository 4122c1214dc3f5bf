import { createElement, Fragment } from 'react';
import { toast, type Toast } from 'react-hot-toast';

/** Toast variants (DLG-06). */
export const TOAST_VARIANTS = ['success', 'error', 'warning', 'info', 'default'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

const SEPARATOR = ':';

/** Identical toasts share an id, so showing one again updates it instead of stacking a copy (DLG-08). */
export function toastId(variant: ToastVariant, message: string): string {
  return `${variant}${SEPARATOR}${message}`;
}

function isToastVariant(value: string): value is ToastVariant {
  return (TOAST_VARIANTS as readonly string[]).includes(value);
}

/** The variant is carried by the id, since react-hot-toast has no field for warning or info. */
export function variantOfToast(shown: Pick<Toast, 'id' | 'type'>): ToastVariant {
  const prefix = shown.id.slice(0, Math.max(0, shown.id.indexOf(SEPARATOR)));
  if (isToastVariant(prefix)) return prefix;
  switch (shown.type) {
    case 'success':
      return 'success';
    case 'error':
      return 'error';
    case 'blank':
    case 'loading':
    case 'custom':
      return 'default';
  }
}

function show(variant: ToastVariant, message: string): string {
  const id = toastId(variant, message);
  switch (variant) {
    case 'success':
      return toast.success(message, { id });
    case 'error':
      return toast.error(message, { id, ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
    case 'warning':
    case 'info':
    case 'default':
      return toast(message, { id });
  }
}

/** Shows a toast in whichever QuireToaster the page renders; returns its id. */
export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
  default: (message: string) => show('default', message),
  /** A success toast ending with a link (`label` → `href`, same tab): "Copied to your workspace. Open it". */
  successWithLink: (message: string, link: { label: string; href: string; testId?: string }) =>
    toast.success(
      createElement(
        Fragment,
        null,
        `${message} `,
        createElement('a', { href: link.href, 'data-testid': link.testId }, link.label),
      ),
      { id: toastId('success', message) },
    ),
  dismiss: (id?: string) => {
    toast.dismiss(id);
  },
};
