export {
  DEFAULT_DRAWER_WIDTH,
  AUTO_CLOSE_GAP,
  drawerWidthBounds,
  clampDrawerWidth,
  resizedDrawerWidth,
  drawerMustClose,
  widestShutWindow,
} from './drawerRules.js';
export {
  DRAWER_COOKIE,
  drawerCookieOf,
  drawerCookieString,
  formatDrawerCookie,
  parseDrawerCookie,
  writeDrawerCookie,
  type DrawerCookieValue,
} from './drawerCookie.js';
export { readDrawerWidth, readDrawerOpen, saveDrawerWidth, saveDrawerOpen } from './drawerStorage.js';
export { useDrawer, type DrawerState } from './useDrawer.js';
export { isMobileUserAgent, isMobileDevice } from './mobile.js';
export { isExpanded, setExpanded, forgetExpandedCache, useExpanded } from './expandedState.js';
export { DrawerResizeHandle, DRAWER_KEY_STEP, type DrawerResizeHandleProps } from './DrawerResizeHandle.js';
