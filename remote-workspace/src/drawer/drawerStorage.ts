// outline_width / outline_open are read and written by @quire/shared, for this drawer and the published page's.
export { readDrawerWidth, readDrawerOpen, saveDrawerWidth, saveDrawerOpen } from '@quire/shared';
