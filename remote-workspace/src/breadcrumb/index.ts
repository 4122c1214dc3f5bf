export {
  Breadcrumb,
  CRUMB_MAX_WIDTH,
  TITLE_CRUMB_MAX_WIDTH,
  type Crumb,
  type BreadcrumbProps,
} from './Breadcrumb';
export { PageBreadcrumb } from './PageBreadcrumb';
export { collapseCrumbs, type CollapsedCrumbs } from './collapseCrumbs';
