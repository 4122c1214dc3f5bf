export { notify, toastId, TOAST_VARIANTS, type ToastVariant } from './notify.js';
export { QuireToaster } from './QuireToaster.js';
export {
  toasterSettings,
  type ToasterVariant,
  type ToastPlacement,
  type ToasterSettings,
} from './placement.js';
