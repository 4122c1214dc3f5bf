import type { CollabPresence } from '@quire/shared';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { PresenceAvatars } from './PresenceAvatars';

interface PagePresence {
  presence: CollabPresence | null;
  setPresence: (presence: CollabPresence | null) => void;
}

const PagePresenceContext = createContext<PagePresence | null>(null);

/**
 * Carries the open document's presence from its body (where the collab is opened) up to the page's top bar
 * (where co-editors' avatars are shown). Only the avatars re-render when people come and go.
 */
export function PagePresenceProvider({ children }: { children: ReactNode }) {
  const [presence, setPresence] = useState<CollabPresence | null>(null);
  return <PagePresenceContext value={{ presence, setPresence }}>{children}</PagePresenceContext>;
}

/** Called by the body that opened the collab: its presence is the page's while it is shown. */
export function useProvidePagePresence(presence: CollabPresence | null): void {
  const setPresence = useContext(PagePresenceContext)?.setPresence;
  useEffect(() => {
    if (setPresence === undefined) return;
    setPresence(presence);
    return () => {
      setPresence(null);
    };
  }, [presence, setPresence]);
}

/** Co-editors' avatars for the page's top bar. */
export function PagePresenceAvatars() {
  return <PresenceAvatars presence={useContext(PagePresenceContext)?.presence ?? null} />;
}
