import { isMobileDevice } from '@quire/shared';
import { useState } from 'react';

/** The mobile layout, chosen once per page by the user agent (PUB-18): a device does not change it while open. */
export function useMobileLayout(): boolean {
  const [mobile] = useState(isMobileDevice);
  return mobile;
}
