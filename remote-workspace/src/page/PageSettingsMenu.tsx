import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PAGE_LAYOUT_SIZES, type PageFont, type PageLayoutSize } from './pageFont';
import { Popover } from './Popover';
import { HeaderButton } from './HeaderButton';

const Anchor = styled.div`
  position: relative;
`;

const Group = styled.fieldset`
  margin: 0 0 10px;
  padding: 0;
  border: none;

  legend {
    margin-bottom: 6px;
    font-size: 12px;
    font-weight: 600;
    color: var(--quire-text-secondary);
  }
`;

const Choices = styled.div`
  display: flex;
  gap: 4px;

  button {
    flex: 1;
    padding: 4px 8px;
    border: 1px solid var(--quire-border);
    border-radius: 6px;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    border-color: var(--quire-primary, #00bcf0);
    color: var(--quire-primary, #00bcf0);
  }
`;

interface Props {
  font: PageFont;
  onChange: (font: PageFont) => void;
}

/** The page's font size and line height (small, normal, large). */
export function PageSettingsMenu({ font, onChange }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const sizeLabel = (size: PageLayoutSize) => {
    switch (size) {
      case 'small':
        return t('workspace.page.settings.small', 'Small');
      case 'normal':
        return t('workspace.page.settings.normal', 'Normal');
      case 'large':
        return t('workspace.page.settings.large', 'Large');
    }
  };
  const choices = (chosen: PageLayoutSize, pick: (size: PageLayoutSize) => void) => (
    <Choices>
      {PAGE_LAYOUT_SIZES.map((size) => (
        <button
          key={size}
          type="button"
          aria-pressed={size === chosen}
          onClick={() => {
            if (size !== chosen) pick(size);
          }}
        >
          {sizeLabel(size)}
        </button>
      ))}
    </Choices>
  );

  return (
    <Anchor>
      <HeaderButton
        type="button"
        data-testid="page-settings-button"
        aria-expanded={open}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        {t('workspace.page.settings.open', 'Page style')}
      </HeaderButton>
      {open && (
        <Popover
          testId="page-settings"
          label={t('workspace.page.settings.open', 'Page style')}
          placement={{ right: '0', top: '100%' }}
          onClose={() => {
            setOpen(false);
          }}
        >
          <Group>
            <legend>{t('workspace.page.settings.fontSize', 'Font size')}</legend>
            {choices(font.fontLayout, (fontLayout) => {
              onChange({ ...font, fontLayout });
            })}
          </Group>
          <Group>
            <legend>{t('workspace.page.settings.lineHeight', 'Line height')}</legend>
            {choices(font.lineHeightLayout, (lineHeightLayout) => {
              onChange({ ...font, lineHeightLayout });
            })}
          </Group>
        </Popover>
      )}
    </Anchor>
  );
}
