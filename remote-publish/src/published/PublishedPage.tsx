import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PublishFrame } from './PublishFrame';
import { PublishNotFound } from './PublishNotFound';
import { PublishSkeleton } from './PublishSkeleton';
import { usePublishedViewMeta } from './usePublishedViewMeta';

interface Props {
  namespace: string;
  publishName: string;
}

/** One published page: loading, then its content, or the not-found screen (spec 000 §4). */
export function PublishedPage({ namespace, publishName }: Props) {
  const { t } = useTranslation();
  const state = usePublishedViewMeta(namespace, publishName);

  useEffect(() => {
    if (state.status === 'failed') {
      console.warn(`The published page ${namespace}/${publishName} could not be loaded`, state.error);
    }
  }, [state, namespace, publishName]);

  switch (state.status) {
    case 'loading':
      return (
        <PublishFrame state="loading">
          <PublishSkeleton />
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
        <PublishFrame state="loaded">
          <h1 data-testid="publish-title">{state.meta.view.name || t('publish.untitled', 'Untitled')}</h1>
          <p>
            {t(
              'publish.contentPending',
              'The content of published pages is shown once the page renderer ships.',
            )}
          </p>
        </PublishFrame>
      );
  }
}
