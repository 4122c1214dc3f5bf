import { Button, Input } from '@quire/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ViewIcon } from '../../data';
import { loadEmojis, loadIconSet, matches, type EmojiChoice, type IconChoice } from './iconCatalogs';
import { iconSetUrl } from './iconSources';

const Panel = styled.div`
  position: absolute;
  z-index: 30;
  top: 100%;
  left: 8px;
  width: 236px;
  padding: 8px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-medium, 8px);
  background: var(--quire-surface-raised, #fff);
  box-shadow: var(--quire-shadow-dialog, 0 4px 16px rgba(31, 35, 41, 0.15));
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 4px;
  margin-bottom: 8px;
`;

const Tabs = styled.div`
  display: flex;
  gap: 4px;
`;

const Tab = styled.button.attrs({ type: 'button', role: 'tab' })`
  padding: 4px 8px;
  border: none;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: var(--quire-text-secondary);
  font: inherit;
  font-size: 13px;
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: var(--quire-primary);
    color: var(--quire-text);
  }

  &:focus-visible {
    outline: 2px solid var(--quire-focus);
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  max-height: 240px;
  overflow-y: auto;

  button {
    height: 32px;
    border: none;
    background: transparent;
    font-size: 20px;
    cursor: pointer;
  }

  img {
    width: 18px;
    height: 18px;
  }
`;

/** Enough to choose from while typing narrows it; rendering thousands of buttons would stall the menu. */
const SHOWN = 240;

type Tab = 'emoji' | 'icon';

export interface IconPickerProps {
  onPick: (icon: ViewIcon | null) => void;
  onClose: () => void;
}

/** Emoji (from @emoji-mart/data) or an icon of the set; upload arrives with files. */
export function IconPicker({ onPick, onClose }: IconPickerProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('emoji');
  const [query, setQuery] = useState('');
  const [emojis, setEmojis] = useState<EmojiChoice[] | null>(null);
  const [icons, setIcons] = useState<IconChoice[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const load =
      tab === 'emoji'
        ? loadEmojis().then((list) => {
            if (live) setEmojis(list);
          })
        : loadIconSet().then((list) => {
            if (live) setIcons(list);
          });
    load.catch(() => {
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [tab]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  const grid = () => {
    switch (tab) {
      case 'emoji':
        return emojis
          ?.filter((e) => matches(query, e.name, e.keywords))
          .slice(0, SHOWN)
          .map((e) => (
            <button
              key={e.native}
              type="button"
              title={e.name}
              aria-label={e.name}
              onClick={() => {
                onPick({ ty: 0, value: e.native });
              }}
            >
              {e.native}
            </button>
          ));
      case 'icon':
        return icons
          ?.filter((i) => matches(query, i.title, [i.iconName, ...i.keywords]))
          .slice(0, SHOWN)
          .map((i) => (
            <button
              key={`${i.groupName}/${i.iconName}`}
              type="button"
              title={i.title}
              aria-label={i.title}
              onClick={() => {
                onPick({ ty: 2, value: JSON.stringify({ groupName: i.groupName, iconName: i.iconName }) });
              }}
            >
              <img src={iconSetUrl(i)} alt="" />
            </button>
          ));
    }
  };

  return (
    <Panel
      data-testid="icon-picker"
      role="dialog"
      aria-label={t('workspace.sidebar.icon.title', 'Choose an icon')}
    >
      <Header>
        <Tabs role="tablist">
          <Tab
            aria-selected={tab === 'emoji'}
            onClick={() => {
              setTab('emoji');
            }}
          >
            {t('workspace.sidebar.icon.emoji', 'Emoji')}
          </Tab>
          <Tab
            aria-selected={tab === 'icon'}
            onClick={() => {
              setTab('icon');
            }}
          >
            {t('workspace.sidebar.icon.icons', 'Icons')}
          </Tab>
        </Tabs>
        <Button
          variant="ghost"
          size="small"
          onClick={() => {
            onPick(null);
          }}
        >
          {t('workspace.sidebar.icon.remove', 'Remove')}
        </Button>
      </Header>
      <Input
        type="search"
        value={query}
        placeholder={t('workspace.sidebar.icon.search', 'Search')}
        aria-label={t('workspace.sidebar.icon.search', 'Search')}
        onChange={(event) => {
          setQuery(event.target.value);
        }}
      />
      {failed && <p role="alert">{t('workspace.sidebar.icon.failed', 'The icons could not be loaded.')}</p>}
      <Grid>{grid()}</Grid>
    </Panel>
  );
}
