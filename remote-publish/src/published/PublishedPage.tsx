import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DocumentBody } from './DocumentBody';
import { OutlineSidebar } from './OutlineSidebar';
import { PageHeader } from './PageHeader';
import { PasswordPrompt } from './PasswordPrompt';
import { PublishFrame } from './PublishFrame';
import { linkResolver, viewResolver } from './publishedLinks';
import { PublishNotFound } from './PublishNotFound';
import { PublishSkeleton } from './PublishSkeleton';
import { removeServerRendered } from './serverRendered';
import { usePublishedOutline } from './usePublishedOutline';
import { usePublishedPage } from './usePublishedPage';

interface Props {
  namespace: string;
  publishName: string;
}

/** One published page: loading, its password, then its content, or the not-found screen (spec 000 §4). */
export function PublishedPage({ namespace, publishName }: Props) {
  const { t } = useTranslation();
  const { state, submitPassword } = usePublishedPage(namespace, publishName);
  const outline = usePublishedOutline(namespace);
  const [search] = useSearchParams();
  const blockId = search.get('blockId') ?? undefined;

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

  const sidebar =
    outline.spaces === null ? undefined : (
      <OutlineSidebar
        namespace={namespace}
        spaces={outline.spaces}
        currentViewId={meta?.view.view_id ?? ''}
      />
    );

  switch (state.status) {
    case 'loading':
      return (
        <PublishFrame state="loading" sidebar={sidebar}>
          <PublishSkeleton />
        </PublishFrame>
      );
    case 'password':
      return (
        <PublishFrame state="password" sidebar={sidebar}>
          <PasswordPrompt problem={state.problem} checking={state.checking} onSubmit={submitPassword} />
        </PublishFrame>
      );
    case 'failed':
      return (
        <PublishFrame state="not-found">
          <PublishNotFound />
        </PublishFrame>
      );
    case 'loaded':
      return (
        <PublishFrame state="loaded" sidebar={sidebar}>
          <PageHeader view={state.meta.view} />
          {state.document !== null && links !== null ? (
            <DocumentBody
              document={state.document}
              linkToView={links.linkToView}
              resolveView={links.resolveView}
              highlightBlockId={blockId}
            />
          ) : (
            <p>{t('publish.layoutPending', 'This kind of page cannot be shown here yet.')}</p>
          )}
        </PublishFrame>
      );
  }
}
