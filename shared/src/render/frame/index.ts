export {
  FrameRoot,
  FrameColumn,
  FrameTopBar,
  FrameIconButton,
  FrameDrawer,
  FramePanel,
  CrumbContent,
  PageHeading,
  ChatPageIcon,
  coverBackground,
  foldCrumbs,
  crumbTrail,
  type PageCoverValue,
} from './Frame.js';
export { PageIcon, type PageIconValue } from './PageIcon.js';
export { publishFrameStyles, publishedPageBaseStyles } from './styles.js';
export * from './constants.js';
export { parseIcon, parseCover, parseFont } from './viewValues.js';
export {
  DEFAULT_DRAWER_WIDTH,
  clampDrawerWidth,
  drawerMustClose,
  widestShutWindow,
} from '../../layout/drawerRules.js';
export { drawerCookieOf, parseDrawerCookie, type DrawerCookieValue } from '../../layout/drawerCookie.js';
// The one rule for "is this user agent a phone or a tablet": the publish remote's layout and the server's copy.
export { isMobileUserAgent } from '../../layout/mobile.js';
// eslint-disable-next-line no-restricted-imports -- plain data and pure functions, no i18next (see locales.ts)
export {
  FALLBACK_LOCALE,
  SUPPORTED_LOCALES,
  languageCookieOf,
  matchSupportedLocale,
  type SupportedLocale,
} from '../../i18n/locales.js';
