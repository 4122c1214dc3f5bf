import { isAppError } from '@quire/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchPublishedDocument, type PublishedDocument } from './publishedDocument';
import { fetchPublishedViewMeta, ViewLayout, type PublishedViewMeta } from './publishedViewMeta';
import { usePublishApi } from './PublishApiContext';
import { passwordKey } from './publishPassword';

export type PasswordProblem = 'none' | 'wrong' | 'rateLimited';

export type PublishedPageState =
  | { status: 'loading' }
  | { status: 'password'; problem: PasswordProblem; checking: boolean }
  | { status: 'loaded'; meta: PublishedViewMeta; document: PublishedDocument | null }
  | { status: 'failed'; error: unknown };

/**
 * Loads one published page: its meta, then (a document) its content. A protected page asks for its password
 * (InvalidPassword); the password that worked is kept in memory for the rest of the visit, never stored or put
 * in the address. The caller keys its component by namespace and publish name, so a change of either starts
 * over from loading (spec 000 §4) and a failure is only shown when nothing loaded.
 */
export function usePublishedPage(namespace: string, publishName: string) {
  const publishApi = usePublishApi();
  const key = passwordKey(namespace, publishName);
  const [state, setState] = useState<PublishedPageState>({ status: 'loading' });
  const attempt = useRef(0);

  const load = useCallback(
    async (password: string | undefined) => {
      const mine = ++attempt.current;
      const current = () => mine === attempt.current;
      try {
        const meta = await fetchPublishedViewMeta(publishApi, namespace, publishName, password);
        const document =
          meta.view.layout === ViewLayout.Document
            ? await fetchPublishedDocument(publishApi, namespace, publishName, password)
            : null;
        if (password !== undefined) publishApi.passwords.set(key, password);
        if (current()) setState({ status: 'loaded', meta, document });
      } catch (error) {
        if (!current()) return;
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
    void load(publishApi.passwords.get(key));
    return () => {
      attempt.current += 1;
    };
  }, [load, publishApi, key]);

  const submitPassword = useCallback(
    (password: string) => {
      setState((previous) => (previous.status === 'password' ? { ...previous, checking: true } : previous));
      void load(password);
    },
    [load],
  );

  return { state, submitPassword };
}
