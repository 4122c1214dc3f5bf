import { useCallback, useEffect, useState } from 'react';
import { refreshFolder } from '../data';
import {
  getPublishInfo,
  patchPublishSettings,
  publishPage,
  unpublishPage,
  type PublishInfo,
  type PublishSettings,
} from '../data/publish';

export type PublishState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; info: PublishInfo | null };

export interface Publishing {
  state: PublishState;
  reload: () => Promise<void>;
  publish: () => Promise<void>;
  unpublish: () => Promise<void>;
  /** Changes the publication's settings; rejects (with the server's AppError) when refused, changing nothing. */
  update: (settings: PublishSettings) => Promise<void>;
}

/** The page's publication, read each time the panel opens (`active`), re-read after every change; the folder reloads after (un)publishing. */
export function usePublish(workspaceId: string, viewId: string, active: boolean): Publishing {
  const [state, setState] = useState<PublishState>({ status: 'loading' });

  const reload = useCallback(async () => {
    try {
      const info = await getPublishInfo(workspaceId, viewId);
      setState({ status: 'loaded', info });
    } catch {
      setState({ status: 'failed' });
    }
  }, [workspaceId, viewId]);

  useEffect(() => {
    if (active) void reload();
  }, [active, reload]);

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

  return { state, reload, publish, unpublish, update };
}
