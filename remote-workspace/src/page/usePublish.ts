import { useCallback, useEffect, useState } from 'react';
import { refreshFolder } from '../data';
import {
  cachedPublishInfo,
  getPublishExclusion,
  getPublishInfo,
  patchPublishSettings,
  publishPage,
  setPublishExclusion,
  unpublishPage,
  type PublishExclusion,
  type PublishInfo,
  type PublishSettings,
} from '../data/publish';

export type PublishState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; info: PublishInfo | null; exclusion: PublishExclusion };

export interface Publishing {
  state: PublishState;
  reload: () => Promise<void>;
  publish: () => Promise<void>;
  unpublish: () => Promise<void>;
  /** Changes the publication's settings; rejects (with the server's AppError) when refused, changing nothing. */
  update: (settings: PublishSettings) => Promise<void>;
  /** Leaves the page out of its parent's publication with sub-pages (`true`) or takes it back in. */
  exclude: (excluded: boolean) => Promise<void>;
}

const notWithParent: PublishExclusion = { published_with: null, excluded: false };

/**
 * The page's publication, read each time the panel opens (`active`) — shown at once from the cache when the
 * workspace read it before, and read again behind it — and re-read after every change; the folder reloads
 * after (un)publishing and leaving a page out.
 */
export function usePublish(workspaceId: string, viewId: string, active: boolean): Publishing {
  const [state, setState] = useState<PublishState>({ status: 'loading' });

  const reload = useCallback(async () => {
    try {
      const [info, exclusion] = await Promise.all([
        getPublishInfo(workspaceId, viewId),
        getPublishExclusion(workspaceId, viewId),
      ]);
      setState({ status: 'loaded', info, exclusion });
    } catch {
      setState({ status: 'failed' });
    }
  }, [workspaceId, viewId]);

  useEffect(() => {
    if (!active) return;
    const cached = cachedPublishInfo(workspaceId, viewId);
    if (cached !== undefined) {
      setState((before) =>
        before.status === 'loaded'
          ? { ...before, info: cached }
          : { status: 'loaded', info: cached, exclusion: notWithParent },
      );
    }
    void reload();
  }, [active, reload, workspaceId, viewId]);

  const publish = useCallback(async () => {
    await publishPage(workspaceId, viewId);
    await Promise.all([reload(), refreshFolder(workspaceId)]);
  }, [workspaceId, viewId, reload]);

  const unpublish = useCallback(async () => {
    await unpublishPage(workspaceId, viewId);
    await Promise.all([reload(), refreshFolder(workspaceId)]);
  }, [workspaceId, viewId, reload]);

  const update = useCallback(
    async (settings: PublishSettings) => {
      await patchPublishSettings(workspaceId, viewId, settings);
      await reload();
    },
    [workspaceId, viewId, reload],
  );

  const exclude = useCallback(
    async (excluded: boolean) => {
      await setPublishExclusion(workspaceId, viewId, excluded);
      await Promise.all([reload(), refreshFolder(workspaceId)]);
    },
    [workspaceId, viewId, reload],
  );

  return { state, reload, publish, unpublish, update, exclude };
}
