import type { ToastVariant } from './notify.js';

export type ToasterVariant = 'app' | 'publish';
export type ToastPlacement = 'top-center' | 'bottom-left' | 'bottom-center';

/** Where and how long toasts show (spec 000 §9, DLG-09..14). */
export interface ToasterSettings {
  duration: number;
  /** At most this many toasts are visible at once; older ones are dismissed. */
  maxVisible: number;
  placementOf: (variant: ToastVariant) => ToastPlacement;
}

export function toasterSettings(variant: ToasterVariant): ToasterSettings {
  switch (variant) {
    case 'app':
      return { duration: 3000, maxVisible: Number.POSITIVE_INFINITY, placementOf: () => 'top-center' };
    case 'publish':
      return {
        duration: 5000,
        maxVisible: 3,
        placementOf: (toastVariant) => (toastVariant === 'info' ? 'bottom-center' : 'bottom-left'),
      };
  }
}
