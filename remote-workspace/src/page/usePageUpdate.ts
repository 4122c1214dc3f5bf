import { notify } from '@quire/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFolderActions, type FolderView, type ViewExtra, type ViewIcon } from '../data';
import type { Cover } from './cover';
import { pageFailureMessage, type PageChange } from './pageFailureMessage';
import { extraWithFont, type PageFont } from './pageFont';

export interface PageUpdates {
  /** Resolves with whether the server took the name, so that the title can go back to the saved one. */
  rename: (name: string) => Promise<boolean>;
  setIcon: (icon: ViewIcon | null) => void;
  setCover: (cover: Cover) => void;
  setFont: (font: PageFont) => void;
}

/**
 * The page header's changes, each a page-view PATCH. A failure is an error toast saying, in the user's
 * language, what did not happen and why (spec 000 §8, DLG-16); extra is sent whole (the server replaces it),
 * so other keys such as a space's icon are kept.
 */
export function usePageUpdate(workspaceId: string, viewId: string, view: FolderView | null): PageUpdates {
  const { updatePage } = useFolderActions();
  const { t } = useTranslation();
  return useMemo(() => {
    const send = (change: PageChange, patch: Parameters<typeof updatePage>[2]): Promise<boolean> =>
      updatePage(workspaceId, viewId, patch).then(
        () => true,
        (error: unknown) => {
          notify.error(pageFailureMessage(t, change, error, patch.name));
          return false;
        },
      );
    // Until the view has loaded its extra is unknown: writing one then would drop its other keys.
    const sendExtra = (change: ViewExtra) => {
      if (view === null) return;
      void send('update', { extra: { ...(view.extra ?? {}), ...change } });
    };
    return {
      rename: (name) => send('rename', { name }),
      setIcon: (icon) => {
        void send('update', { icon });
      },
      setCover: (cover) => {
        sendExtra({ cover });
      },
      setFont: (font) => {
        if (view === null) return;
        void send('update', { extra: extraWithFont(view.extra, font) });
      },
    };
  }, [updatePage, workspaceId, viewId, view, t]);
}
