import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ViewIcon, ViewLayout } from '../data';
import type { UploadTarget } from '../editor/upload/editorUpload';
import { IconPicker } from '../sidebar/icons/IconPicker';
import { ViewIconView } from '../sidebar/icons/ViewIconView';
import { HeaderButton } from './HeaderButton';

const Anchor = styled.div`
  position: relative;
  display: inline-block;
`;

const IconButton = styled.button`
  display: inline-flex;
  padding: 4px;
  border: none;
  border-radius: 8px;
  background: none;
  cursor: pointer;

  & > span {
    width: 72px;
    height: 72px;
    font-size: 60px;
  }

  & img {
    width: 60px;
    height: 60px;
  }

  &:hover {
    background: var(--quire-hover);
  }
`;

interface Props {
  icon: ViewIcon | null;
  layout: ViewLayout;
  onChange: (icon: ViewIcon | null) => void;
  /** Where an uploaded icon is stored (the page's folder). */
  upload: UploadTarget;
}

/**
 * The page's icon, large above the title, or an 'Add icon' button when it has none; both open the sidebar's
 * emoji / icon-set picker, with a picture of one's own uploaded or linked.
 */
export function PageIcon({ icon, layout, onChange, upload }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggle = () => {
    setOpen((value) => !value);
  };
  return (
    <Anchor>
      {icon === null ? (
        <HeaderButton type="button" data-testid="page-add-icon" aria-expanded={open} onClick={toggle}>
          {t('workspace.page.icon.add', 'Add icon')}
        </HeaderButton>
      ) : (
        <IconButton
          type="button"
          data-testid="page-icon"
          aria-label={t('workspace.page.icon.change', 'Change icon')}
          aria-expanded={open}
          onClick={toggle}
        >
          <ViewIconView icon={icon} layout={layout} />
        </IconButton>
      )}
      {open && (
        <IconPicker
          upload={upload}
          onPick={(picked) => {
            setOpen(false);
            onChange(picked);
          }}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </Anchor>
  );
}
