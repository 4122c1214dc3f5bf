// The drawer's state (storage, mod+., closing on a narrow window) is @quire/shared's, shared with the published page.
export { useDrawer, type DrawerState } from '@quire/shared';
