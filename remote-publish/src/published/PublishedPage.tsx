import { isAppError } from '@quire/shared';
import { isDatabaseLayout } from '@quire/shared/collab';
import { ChatPageIcon } from '@quire/shared/render';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { PublishedComments } from './comments/PublishedComments';
import { LazyDatabaseBody } from './database/LazyDatabaseBody';
import { DocumentBody } from './DocumentBody';
import { pageCrumbs } from './layout/crumbs';
import { PageQueryContext, readPageQuery } from './layout/pageQuery';
import { RightMenu } from './layout/RightMenu';
import { useForcedTheme } from './layout/useForcedTheme';
import { useReloadWhenGone } from './layout/useReloadWhenGone';
import { OutlineSidebar } from './OutlineSidebar';
import { PageHeader } from './PageHeader';
import { PasswordPrompt } from './PasswordPrompt';
import { PublishFrame } from './PublishFrame';
import { linkResolver, viewResolver } from './publishedLinks';
import type { OutlineNode } from './publishedOutline';
import { ViewLayout } from './publishedViewMeta';
import { PublishNotFound } from './PublishNotFound';
import { PublishSkeleton } from './PublishSkeleton';
import { hasServerRendered, removeServerRendered } from './serverRendered';
import { usePublishedOutline } from './usePublishedOutline';
import { usePublishedPage } from './usePublishedPage';

interface Props {
  namespace: string;
  publishName: string;
}

/** The outline's entry of a publish name: the tree marks the page it is opening before its meta arrives. */
function viewIdOf(index: ReadonlyMap<string, OutlineNode>, publishName: string): string {
  for (const node of index.values()) if (node.publishName === publishName) return node.viewId;
  return '';
}

/** Refusals that mean "not for you" rather than "not there": the no-access screen (spec 000 §2). */
const noAccessErrors = new Set(['NotEnoughPermissions', 'NotLoggedIn', 'UserUnAuthorized']);

/**
 * One published page: loading, its password, then its content, or the not-found screen (spec 000 §4), in the
 * frame of top bar, breadcrumb and drawer. The query parameters reach what is mounted inside through
 * PageQueryContext.
 */
export function PublishedPage({ namespace, publishName }: Props) {
  const { t } = useTranslation();
  const { state, submitPassword } = usePublishedPage(namespace, publishName);
  const outline = usePublishedOutline(namespace);
  const [search] = useSearchParams();
  const location = useLocation();
  const query = useMemo(() => readPageQuery(search), [search]);
  useForcedTheme(query.theme);
  useReloadWhenGone(state.status);

  useEffect(() => {
    if (state.status === 'failed') {
      console.warn(`The published page ${namespace}/${publishName} could not be loaded`, state.error);
    }
    if (state.status !== 'loading') removeServerRendered();
  }, [state, namespace, publishName]);

  const meta = state.status === 'loaded' ? state.meta : null;
  const links = useMemo(
    () =>
      meta === null
        ? null
        : {
            linkToView: linkResolver({ namespace, publishName, meta, outline: outline.index }),
            resolveView: viewResolver({ meta, outline: outline.index }),
          },
    [meta, namespace, publishName, outline.index],
  );
  const crumbs = useMemo(
    () =>
      meta === null ? undefined : pageCrumbs(namespace, meta, outline.spaces === null ? null : outline.index),
    [meta, namespace, outline.spaces, outline.index],
  );

  const tree =
    outline.spaces === null ? undefined : (
      <OutlineSidebar
        namespace={namespace}
        spaces={outline.spaces}
        currentViewId={meta?.view.view_id ?? viewIdOf(outline.index, publishName)}
      />
    );
  const frame = { outline: tree, query };

  const content = (() => {
    switch (state.status) {
      case 'loading':
        // The server's copy stays on screen until the page is ready to take it over: no skeleton over it.
        if (hasServerRendered()) return null;
        return (
          <PublishFrame state="loading" {...frame}>
            <PublishSkeleton />
          </PublishFrame>
        );
      case 'password':
        return (
          <PublishFrame state="password" {...frame}>
            <PasswordPrompt problem={state.problem} checking={state.checking} onSubmit={submitPassword} />
          </PublishFrame>
        );
      case 'failed':
        if (isAppError(state.error) && noAccessErrors.has(state.error.errorName)) {
          // Signing in from there comes back to this page.
          const here = `${location.pathname}${location.search}`;
          return <Navigate to={`/no-access?redirectTo=${encodeURIComponent(here)}`} />;
        }
        return (
          <PublishFrame state="not-found">
            <PublishNotFound />
          </PublishFrame>
        );
      case 'loaded': {
        const { view } = state.meta;
        const rowDetail = query.rowId !== undefined && view.layout !== ViewLayout.Document;
        return (
          <PublishFrame
            state="loaded"
            {...frame}
            font={view.font}
            crumbs={crumbs}
            actions={<RightMenu namespace={namespace} publishName={publishName} meta={state.meta} />}
          >
            {/* A row (`?r=`) is a page with its own title: the database's header gives way (PUB-09: to the row's
                skeleton while it loads, drawn by the database body, where the server draws the row). */}
            {rowDetail ? null : <PageHeader view={view} />}
            {state.document !== null && links !== null ? (
              <DocumentBody
                document={state.document}
                linkToView={links.linkToView}
                resolveView={links.resolveView}
                highlightBlockId={query.blockId}
                thumbnail={query.thumbnail}
              />
            ) : isDatabaseLayout(view.layout) ? (
              <LazyDatabaseBody
                namespace={namespace}
                publishName={publishName}
                viewId={view.view_id}
                layout={view.layout}
                version={state.meta}
              />
            ) : view.layout === ViewLayout.AIChat ? (
              <ChatPageIcon label={t('publish.aiChat', 'AI chat')} />
            ) : (
              <p>{t('publish.layoutPending', 'This kind of page cannot be shown here yet.')}</p>
            )}
            <PublishedComments namespace={namespace} publishName={publishName} viewId={view.view_id} />
          </PublishFrame>
        );
      }
    }
  })();

  return <PageQueryContext.Provider value={query}>{content}</PageQueryContext.Provider>;
}
