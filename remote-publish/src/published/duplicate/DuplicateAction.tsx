import { selectIsSignedIn, store, uiActions } from '@quire/shared';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePublishApi } from '../PublishApiContext';
import { duplicateAllowed } from './duplicateApi';

// Its own chunk, fetched on the first click: the right-hand menu only needs the button.
const DuplicateDialog = lazy(async () => ({ default: (await import('./DuplicateDialog')).DuplicateDialog }));

const Action = styled.button.attrs({ type: 'button' })`
  height: 28px;
  padding: 0 10px;
  border: 1px solid var(--quire-border);
  border-radius: 6px;
  background: transparent;
  color: var(--quire-text);
  font: inherit;
  font-size: 13px;
  cursor: pointer;

  &:hover {
    background: var(--quire-hover);
  }
`;

const readSignedIn = () => selectIsSignedIn(store.getState());
const subscribe = (listener: () => void) => store.subscribe(listener);

export interface DuplicateActionProps {
  namespace: string;
  publishName: string;
  viewId: string;
  layout: number;
}

/**
 * "Duplicate" in the top bar's right-hand menu, shown when the publisher allows it (PRM-04: the page's publish
 * info). A signed-in visitor gets the dialog (a chunk of its own, fetched on the first click); anyone else the
 * login dialog, coming back to this page.
 */
export function DuplicateAction({ namespace, publishName, viewId, layout }: DuplicateActionProps) {
  const { t } = useTranslation();
  const publishApi = usePublishApi();
  const signedIn = useSyncExternalStore(subscribe, readSignedIn, readSignedIn);
  const [allowed, setAllowed] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let live = true;
    setAllowed(false);
    duplicateAllowed(publishApi.client, viewId).then(
      (value) => {
        if (live) setAllowed(value);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [publishApi, viewId]);

  if (!allowed) return null;
  return (
    <>
      <Action
        data-testid="publish-duplicate"
        onClick={() => {
          if (signedIn) setOpen(true);
          else store.dispatch(uiActions.openLoginDialog({ redirectTo: `/${namespace}/${publishName}` }));
        }}
      >
        {t('publish.duplicate.action', 'Duplicate')}
      </Action>
      {open && (
        <Suspense fallback={null}>
          <DuplicateDialog
            viewId={viewId}
            layout={layout}
            password={publishApi.passwords.get(`${namespace}/${publishName}`)}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
