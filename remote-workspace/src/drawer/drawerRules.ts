// The drawer's size rules live in @quire/shared: the published page's drawer follows the same ones.
export {
  DEFAULT_DRAWER_WIDTH,
  AUTO_CLOSE_GAP,
  drawerWidthBounds,
  clampDrawerWidth,
  resizedDrawerWidth,
  drawerMustClose,
} from '@quire/shared';
