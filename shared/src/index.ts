// The one public surface of @quire/shared. Everything a remote, the shell or the server may use is exported
// here (or from '@quire/shared/errors' for code that must not load React); nothing imports deeper paths.
export * from './errors/index.js';
export * from './config/index.js';
export * from './api/index.js';
export * from './session/index.js';
export * from './auth/index.js';
export * from './theme/index.js';
export * from './i18n/index.js';
export * from './toast/index.js';
export * from './shortcuts/index.js';
export * from './cache/index.js';
export * from './sync/index.js';
export * from './realtime/index.js';
export * from './files/index.js';
export * from './ui/index.js';
export * from './layout/index.js';
export * from './standalone/index.js';
export { SHARED_INSTANCE_ID, I18N_INSTANCE_ID } from './instances.js';
export {
  getDeviceId,
  StorageKeys,
  isMacPlatform,
  PRELOAD_ERROR_EVENT,
  withPreloadError,
  type PreloadErrorEvent,
  PAGE_FONT_FAMILIES,
  isPageFontFamily,
  loadPageFont,
  pageFontFamily,
} from './platform/index.js';
// The name limits are the server's; the browser entry carries them without the contract's schemas (and zod).
export { nameLimits } from './contract/names.js';
