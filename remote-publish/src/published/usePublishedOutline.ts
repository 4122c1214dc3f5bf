import { notify } from '@quire/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPublishedOutline, outlineIndex, type OutlineNode } from './publishedOutline';
import { usePublishApi } from './PublishApiContext';

export interface PublishedOutline {
  /** null while loading or when it could not be fetched (the page shows without it). */
  spaces: OutlineNode[] | null;
  index: ReadonlyMap<string, OutlineNode>;
}

/** The namespace's published outline for the sidebar and for links; a failure is a toast (spec 000 §8). */
export function usePublishedOutline(namespace: string): PublishedOutline {
  const publishApi = usePublishApi();
  const { t } = useTranslation();
  const [spaces, setSpaces] = useState<OutlineNode[] | null>(
    () => publishApi.outlines.get(namespace) ?? null,
  );
  useEffect(() => {
    let current = true;
    fetchPublishedOutline(publishApi, namespace).then(
      (outline) => {
        publishApi.outlines.set(namespace, outline);
        if (current) setSpaces(outline);
      },
      (error: unknown) => {
        if (!current) return;
        console.warn(`The published outline of ${namespace} could not be loaded`, error);
        notify.error(t('publish.outlineNotFound', 'Publish outline not found'));
      },
    );
    return () => {
      current = false;
    };
  }, [publishApi, namespace, t]);
  const index = useMemo(() => outlineIndex(spaces ?? []), [spaces]);
  return { spaces, index };
}
