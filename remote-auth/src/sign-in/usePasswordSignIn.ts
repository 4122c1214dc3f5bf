import { useEffect, useState } from 'react';
import { readPasswordSignIn } from './auth-service';

/**
 * Whether to offer passwords: false until the server says it has them on (QUIRE_PASSWORD_SIGNIN), and when the
 * settings cannot be read, so that a server without passwords shows the e-mail link exactly as before. A failed
 * read is already logged by useAuthSettings, which reads the same answer.
 */
export function usePasswordSignIn(): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let active = true;
    readPasswordSignIn().then(
      (on) => {
        if (active) setEnabled(on);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return enabled;
}
