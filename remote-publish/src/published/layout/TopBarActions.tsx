import { store, themeActions } from '@quire/shared';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { DuplicateAction } from '../duplicate/DuplicateAction';
import type { PublishedViewMeta } from '../publishedViewMeta';
import { IconButton } from './IconButton';

/** What the right-hand menu's actions know of the page. */
export interface TopBarActionsProps {
  namespace: string;
  publishName: string;
  meta: PublishedViewMeta;
}

const readMode = () => store.getState().theme.mode;
const subscribe = (listener: () => void) => store.subscribe(listener);

/** Light or dark, saved as the reader's choice (KEY-02's toggle, as a button). */
function ThemeToggle() {
  const { t } = useTranslation();
  const mode = useSyncExternalStore(subscribe, readMode, readMode);
  return (
    <IconButton
      data-testid="publish-theme-toggle"
      aria-label={
        mode === 'dark'
          ? t('publish.theme.light', 'Use the light theme')
          : t('publish.theme.dark', 'Use the dark theme')
      }
      onClick={() => {
        store.dispatch(themeActions.toggle());
      }}
    >
      {mode === 'dark' ? '☀' : '☾'}
    </IconButton>
  );
}

/**
 * The top bar's right-hand menu (PUB-15). It is its own chunk, loaded once the page has rendered (RightMenu),
 * so what it holds costs a first visit nothing. THE place for the page's actions: the comments count and
 * Duplicate go here, before the theme toggle.
 */
export default function TopBarActions({ namespace, publishName, meta }: TopBarActionsProps) {
  return (
    <span data-testid="publish-actions" data-view-id={meta.view.view_id} style={{ display: 'contents' }}>
      <DuplicateAction
        namespace={namespace}
        publishName={publishName}
        viewId={meta.view.view_id}
        layout={meta.view.layout}
      />
      <ThemeToggle />
    </span>
  );
}
