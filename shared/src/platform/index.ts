export { StorageKeys, readStored, writeStored, removeStored } from './storage.js';
export { getDeviceId } from './device-id.js';
export { isMacPlatform } from './os.js';
export {
  PRELOAD_ERROR_EVENT,
  dispatchPreloadError,
  withPreloadError,
  type PreloadErrorEvent,
} from './preloadError.js';
export {
  PAGE_FONT_FAMILIES,
  isPageFontFamily,
  loadPageFont,
  pageFontFamily,
  pageFontStylesheetUrl,
} from './pageFonts.js';
