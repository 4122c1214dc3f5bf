import { selectCurrentUser, selectSessionToken, useAppSelector, type DocumentSync } from '@quire/shared';
import { useEffect } from 'react';
import { presenceUser } from './presenceUser';

/** Tells the document's other clients who this user is (name from the profile, else the e-mail's name). */
export function useSharedPresence(sync: DocumentSync | null, userId: string): void {
  const profile = useAppSelector(selectCurrentUser).profile;
  // GoTrue's token carries the user's e-mail; our type of it only promises the id.
  const tokenUser: { id: string; email?: unknown } | undefined = useAppSelector(selectSessionToken)?.user;
  const email = tokenUser?.email;
  const name = profile?.name ?? null;
  const known = profile?.email ?? (typeof email === 'string' ? email : null);
  useEffect(() => {
    sync?.presence?.setUser(presenceUser({ id: userId, name, email: known }));
  }, [sync, userId, name, known]);
}
