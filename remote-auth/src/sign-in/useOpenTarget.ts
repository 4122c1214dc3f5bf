import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Opens the target a sign-in on this page resolved, in place of the current entry, as the login-redirect screen
 * does. The navigation is taken while mounted and still works after the dialog closed itself on sign-in.
 */
export function useOpenTarget(): (target: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (target: string) => {
      void navigate(target, { replace: true });
    },
    [navigate],
  );
}
