export { isMobileDevice, isMobileUserAgent } from './isMobileUserAgent';
export { useIsMobile } from './useIsMobile';
