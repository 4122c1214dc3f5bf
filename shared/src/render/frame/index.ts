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
export { DEFAULT_DRAWER_WIDTH } from '../../layout/drawerRules.js';
