// Phone and tablet detection (PUB-18) lives in @quire/shared: the published page chooses its layout the same way.
export { isMobileUserAgent, isMobileDevice } from '@quire/shared';
