import { currentToken, store } from '@quire/shared';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => store.subscribe(listener);
const userIdNow = (): string | null => currentToken()?.user.id ?? null;

/**
 * The id of the signed-in visitor, or null. Read from the page's one session store (which follows sign-in,
 * sign-out and other tabs) by subscription, so it needs no provider around the published page and changes
 * as soon as the session does.
 */
export function useSignedInUser(): string | null {
  return useSyncExternalStore(subscribe, userIdNow, userIdNow);
}
