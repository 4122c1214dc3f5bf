import { notify } from '@quire/shared';
import { useMemo } from 'react';
import { useFolderActions, type FolderView, type ViewExtra, type ViewIcon } from '../data';
import type { Cover } from './cover';
import type { PageFont } from './pageFont';

export interface PageUpdates {
  rename: (name: string) => void;
  setIcon: (icon: ViewIcon | null) => void;
  setCover: (cover: Cover) => void;
  setFont: (font: PageFont) => void;
}

/**
 * The page header's changes, each a page-view PATCH. A failure is an error toast with its message
 * (spec 000 §8, DLG-16); extra is sent whole (the server replaces it), so other keys such as a space's icon
 * are kept.
 */
export function usePageUpdate(workspaceId: string, viewId: string, view: FolderView | null): PageUpdates {
  const { updatePage } = useFolderActions();
  return useMemo(() => {
    const send = (patch: Parameters<typeof updatePage>[2]) => {
      updatePage(workspaceId, viewId, patch).catch((error: unknown) => {
        notify.error(error instanceof Error ? error.message : String(error));
      });
    };
    // Until the view has loaded its extra is unknown: writing one then would drop its other keys.
    const sendExtra = (change: ViewExtra) => {
      if (view === null) return;
      send({ extra: { ...(view.extra ?? {}), ...change } });
    };
    return {
      rename: (name) => {
        send({ name });
      },
      setIcon: (icon) => {
        send({ icon });
      },
      setCover: (cover) => {
        sendExtra({ cover });
      },
      setFont: (font) => {
        sendExtra({ fontLayout: font.fontLayout, lineHeightLayout: font.lineHeightLayout });
      },
    };
  }, [updatePage, workspaceId, viewId, view]);
}
