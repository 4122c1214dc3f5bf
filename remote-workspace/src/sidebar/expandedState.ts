// outline_expanded (CCH-18, NAV-12) lives in @quire/shared: the published page's tree remembers it the same way.
export { isExpanded, setExpanded, forgetExpandedCache, useExpanded } from '@quire/shared';
