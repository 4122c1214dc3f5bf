import { Button, Input } from '@quire/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ViewIcon } from '../../data';
import type { UploadTarget } from '../../editor/upload/editorUpload';
import { ImageLinkTab } from '../../ui/imageInput/ImageLinkTab';
import { ImageUploadTab } from '../../ui/imageInput/ImageUploadTab';
import { TabBar } from '../../ui/TabBar';
import { loadEmojis, loadIconSet, matches, type EmojiChoice, type IconChoice } from './iconCatalogs';
import { iconSetUrl } from './iconSources';

const Panel = styled.div`
  position: absolute;
  z-index: 30;
  top: 100%;
  left: 8px;
  width: 288px;
  padding: 8px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-medium, 8px);
  background: var(--quire-surface-raised, #fff);
  box-shadow: var(--quire-shadow-dialog, 0 4px 16px rgba(31, 35, 41, 0.15));
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px;
  margin-bottom: 8px;
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

type Tab = 'emoji' | 'icon' | 'upload' | 'link';

export interface IconPickerProps {
  onPick: (icon: ViewIcon | null) => void;
  onClose: () => void;
  /** Where an uploaded icon is stored (the page's folder); without it no Upload tab is offered. */
  upload?: UploadTarget;
}

/**
 * Emoji (from @emoji-mart/data), an icon of the set, or a picture of one's own, uploaded or linked: AppFlowy's
 * URL icon (`{ty: 1, value: url}`).
 */
export function IconPicker({ onPick, onClose, upload }: IconPickerProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('emoji');
  const [query, setQuery] = useState('');
  const [emojis, setEmojis] = useState<EmojiChoice[] | null>(null);
  const [icons, setIcons] = useState<IconChoice[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (tab === 'upload' || tab === 'link') return;
    let live = true;
    const load =
      tab === 'emoji'
        ? loadEmojis().then((list) => {
            if (live) setEmojis(list);
          })
        : loadIconSet().then((list) => {
            if (!live) return;
            setIcons(list);
            // A set that could not be read comes back empty (logged by the loader).
            if (list.length === 0) setFailed(true);
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

  const picture = (url: string) => {
    onPick({ ty: 1, value: url });
  };
  const tabs: { id: Tab; label: string }[] = [
    { id: 'emoji', label: t('workspace.sidebar.icon.emoji', 'Emoji') },
    { id: 'icon', label: t('workspace.sidebar.icon.icons', 'Icons') },
    ...(upload === undefined
      ? []
      : [{ id: 'upload' as const, label: t('workspace.image.upload', 'Upload') }]),
    { id: 'link', label: t('workspace.image.linkTab', 'Link') },
  ];

  const grid = () => {
    switch (tab) {
      case 'upload':
      case 'link':
        return null;
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
        <TabBar tabs={tabs} selected={tab} onSelect={setTab} />
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
      {tab === 'upload' && upload !== undefined && <ImageUploadTab target={upload} onUploaded={picture} />}
      {tab === 'link' && <ImageLinkTab onLink={picture} />}
      {(tab === 'emoji' || tab === 'icon') && (
        <Input
          type="search"
          value={query}
          placeholder={t('workspace.sidebar.icon.search', 'Search')}
          aria-label={t('workspace.sidebar.icon.search', 'Search')}
          onChange={(event) => {
            setQuery(event.target.value);
          }}
        />
      )}
      {failed && <p role="alert">{t('workspace.sidebar.icon.failed', 'The icons could not be loaded.')}</p>}
      <Grid>{grid()}</Grid>
    </Panel>
  );
}
