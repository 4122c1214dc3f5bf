import { isAppError } from '@quire/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { watchPublishedPage } from './liveUpdates';
import { drawnResourcesFor, resourcesFor, takeServerDrawn } from './documentResources';
import type { PublishedDocument } from './publishedDocument';
import { fetchPublishedViewMeta, ViewLayout, type PublishedViewMeta } from './publishedViewMeta';
import { usePublishApi } from './PublishApiContext';
import { passwordKey } from './publishPassword';
import { serverRenderedPage, type ServerRendered } from './serverRendered';

export type PasswordProblem = 'none' | 'wrong' | 'rateLimited';

export type PublishedPageState =
  | { status: 'loading' }
  | { status: 'password'; problem: PasswordProblem; checking: boolean }
  | { status: 'loaded'; meta: PublishedViewMeta; document: PublishedDocument | null }
  | { status: 'failed'; error: unknown };

/** What a live refresh may answer that changes the page: unpublished (or expired), or its password changed. */
const refreshEnds = new Set(['RecordNotFound', 'InvalidPassword']);

function hydrated(page: ServerRendered, resources: PublishedDocument['resources']): PublishedPageState {
  const { tree, views, highlightBlockId, labels } = page.data;
  const hydration = {
    views,
    ...(highlightBlockId === undefined ? {} : { highlightBlockId }),
    ...(labels === undefined ? {} : { labels }),
  };
  return { status: 'loaded', meta: page.meta, document: { tree, resources, hydration } };
}

/**
 * The server's rendering of the page, with what it drew its code and math with (read from its copy: nothing to
 * download then), or without resources when they must still be loaded.
 */
function serverPage(namespace: string, publishName: string) {
  const page = serverRenderedPage(namespace, publishName);
  if (page === undefined) return undefined;
  takeServerDrawn(page.data.tree);
  return { page, drawn: drawnResourcesFor(page.data.tree) };
}

/**
 * Loads one published page: its meta, then (a document) its content. A page the server rendered starts from
 * what the server drew (the hydration data in the page: no request, no second drawing). A protected page asks
 * for its password (InvalidPassword); the password that worked is kept in memory for the rest of the visit,
 * never stored or put in the address. While the page is open, a change of its published copy (update live)
 * is read again in place. The caller keys its component by namespace and publish name, so a change of either
 * starts over from loading (spec 000 §4) and a failure is only shown when nothing loaded.
 */
export function usePublishedPage(namespace: string, publishName: string) {
  const publishApi = usePublishApi();
  const key = passwordKey(namespace, publishName);
  const [server] = useState(() => serverPage(namespace, publishName));
  const [state, setState] = useState<PublishedPageState>(() =>
    server?.drawn !== undefined ? hydrated(server.page, server.drawn.resources) : { status: 'loading' },
  );
  const attempt = useRef(0);
  const copyVersion = useRef(server?.page.data.copyVersion);

  const load = useCallback(
    async (password: string | undefined, refresh = false) => {
      const mine = ++attempt.current;
      const current = () => mine === attempt.current;
      try {
        const meta = await fetchPublishedViewMeta(publishApi, namespace, publishName, password);
        // Loaded when first needed: a page the server drew never reads Yjs state until it changes.
        const document =
          meta.view.layout === ViewLayout.Document
            ? await (
                await import('./publishedDocument')
              ).fetchPublishedDocument(publishApi, namespace, publishName, password)
            : null;
        if (password !== undefined) publishApi.passwords.set(key, password);
        if (current()) setState({ status: 'loaded', meta, document });
      } catch (error) {
        if (!current()) return;
        // A live refresh that fails for a passing reason (network, server busy) keeps the page as it is.
        if (refresh && !(isAppError(error) && refreshEnds.has(error.errorName))) return;
        if (isAppError(error) && error.errorName === 'InvalidPassword') {
          publishApi.passwords.delete(key);
          setState({
            status: 'password',
            problem: password === undefined ? 'none' : 'wrong',
            checking: false,
          });
        } else if (isAppError(error) && error.errorName === 'TooManyRequests' && password !== undefined) {
          setState({ status: 'password', problem: 'rateLimited', checking: false });
        } else {
          setState({ status: 'failed', error });
        }
      }
    },
    [publishApi, namespace, publishName, key],
  );

  useEffect(() => {
    if (server !== undefined) {
      // The server's rendering: only code or math it drew without its resources (not read back) are to load.
      let current = true;
      if (server.drawn === undefined) {
        const { page } = server;
        const show = (resources: PublishedDocument['resources']) => {
          if (current) setState(hydrated(page, resources));
        };
        void resourcesFor(page.data.tree).then(show, () => {
          show(undefined);
        });
      }
      return () => {
        current = false;
      };
    }
    void load(publishApi.passwords.get(key));
    return () => {
      attempt.current += 1;
    };
  }, [server, load, publishApi, key]);

  // Update live: once the page is shown, a new version of its published copy is read again in place.
  const loaded = state.status === 'loaded';
  useEffect(() => {
    if (!loaded) return undefined;
    return watchPublishedPage(publishApi, namespace, publishName, publishApi.passwords.get(key), {
      onVersion: (version) => {
        const known = copyVersion.current;
        copyVersion.current = version;
        if (known !== undefined && known !== version) void load(publishApi.passwords.get(key), true);
      },
      onGone: () => {
        attempt.current += 1;
        setState({ status: 'failed', error: new Error('The page is no longer published') });
      },
    });
  }, [loaded, publishApi, namespace, publishName, key, load]);

  const submitPassword = useCallback(
    (password: string) => {
      setState((previous) => (previous.status === 'password' ? { ...previous, checking: true } : previous));
      void load(password);
    },
    [load],
  );

  return { state, submitPassword };
}
