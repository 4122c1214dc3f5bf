import { Dialog, SHORTCUTS, formatHotkey, type ShortcutAction } from '@quire/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Group = styled.section`
  margin-bottom: 16px;

  h3 {
    margin: 0 0 8px;
    color: var(--quire-text-secondary);
    font-size: 12px;
    font-weight: 600;
    text-transform: uppercase;
  }

  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 6px 16px;
    margin: 0;
  }

  dd {
    margin: 0;
  }
`;

const Keys = styled.kbd`
  padding: 1px 6px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-small);
  background: var(--quire-surface);
  color: var(--quire-text);
  font-family: var(--quire-font-mono);
  font-size: 12px;
`;

/** What each listed action is called, in the order shown. quickNote is left out until it exists. */
const APP: readonly ShortcutAction[] = [
  'search',
  'toggleSidebar',
  'toggleTheme',
  'shortcutList',
  'clearCacheAndReload',
];
const EDITOR: readonly ShortcutAction[] = ['bold', 'italic', 'underline', 'code', 'link', 'find'];

/** mod+/: every keyboard shortcut, with the keys of this platform (⌘ on macOS, Ctrl elsewhere). */
export function ShortcutList({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const labels: Record<ShortcutAction, string> = {
    search: t('workspace.shortcuts.search', 'Find a page'),
    toggleSidebar: t('workspace.shortcuts.toggleSidebar', 'Show or hide the sidebar'),
    toggleTheme: t('workspace.shortcuts.toggleTheme', 'Switch between light and dark'),
    shortcutList: t('workspace.shortcuts.shortcuts', 'Show this list'),
    clearCacheAndReload: t('workspace.shortcuts.clearCacheAndReload', 'Clear the local cache and reload'),
    quickNote: '',
    bold: t('workspace.shortcuts.bold', 'Bold'),
    italic: t('workspace.shortcuts.italic', 'Italic'),
    underline: t('workspace.shortcuts.underline', 'Underline'),
    code: t('workspace.shortcuts.code', 'Inline code'),
    link: t('workspace.shortcuts.link', 'Link'),
    find: t('workspace.shortcuts.find', 'Find in the page'),
  };
  const group = (title: string, actions: readonly ShortcutAction[]) => (
    <Group>
      <h3>{title}</h3>
      <dl>
        {actions.map((action) => (
          <div key={action} style={{ display: 'contents' }} data-testid={`shortcut-${action}`}>
            <dt>{labels[action]}</dt>
            <dd>
              <Keys>{formatHotkey(SHORTCUTS[action])}</Keys>
            </dd>
          </div>
        ))}
      </dl>
    </Group>
  );
  return (
    <Dialog
      open
      title={t('workspace.shortcuts.title', 'Keyboard shortcuts')}
      onClose={onClose}
      testId="shortcut-list"
    >
      {group(t('workspace.shortcuts.app', 'Anywhere'), APP)}
      {group(t('workspace.shortcuts.editor', 'In the editor'), EDITOR)}
    </Dialog>
  );
}
