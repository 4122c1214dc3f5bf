import { useState } from 'react';
import { isMobileDevice } from './isMobileUserAgent';

/** The mobile layout is chosen once per page load: a device does not change its user agent while open. */
export function useIsMobile(): boolean {
  const [mobile] = useState(isMobileDevice);
  return mobile;
}
