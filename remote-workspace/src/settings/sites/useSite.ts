import { useCallback, useEffect, useState } from 'react';
import { listPublished, type PublishedEntry } from '../../data/publish';
import { getNamespace, getPublishDefault } from '../../data/publishSite';

export interface Site {
  namespace: string;
  /** The default page's view id, or null. */
  home: string | null;
  pages: PublishedEntry[];
}

export type SiteState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; site: Site };

/** The workspace's site as the Sites settings show it: namespace, home page and the published pages. */
export function useSite(workspaceId: string): { state: SiteState; reload: () => Promise<void> } {
  const [state, setState] = useState<SiteState>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      const [namespace, home, pages] = await Promise.all([
        getNamespace(workspaceId),
        getPublishDefault(workspaceId),
        listPublished(workspaceId),
      ]);
      setState({ status: 'loaded', site: { namespace, home: home?.view_id ?? null, pages } });
    } catch {
      setState({ status: 'failed' });
    }
  }, [workspaceId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}
