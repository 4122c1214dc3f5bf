import { getAuthSettings, type AuthSettings } from '@quire/shared';
import { useEffect, useState } from 'react';

/**
 * The auth service's settings, or null until they arrive. A failed load stays null, which offers no
 * provider: a button for a provider the server cannot use would only fail after leaving the page.
 */
export function useAuthSettings(): AuthSettings | null {
  const [settings, setSettings] = useState<AuthSettings | null>(null);
  useEffect(() => {
    let active = true;
    getAuthSettings().then(
      (loaded) => {
        if (active) setSettings(loaded);
      },
      (error: unknown) => {
        console.error('The sign-in providers could not be read', error);
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return settings;
}
