import { PAGE_FONT_FAMILIES, Select } from '@quire/shared';
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
    min-height: 32px;
    padding: 4px 8px;
    border: 1px solid var(--quire-border);
    border-radius: var(--quire-radius-small);
    background: none;
    color: var(--quire-text);
    font: inherit;
    font-size: 13px;
    cursor: pointer;
  }

  button:hover {
    background: var(--quire-hover);
  }

  button:focus-visible {
    outline: 2px solid var(--quire-focus);
    outline-offset: 1px;
  }

  /* The primary colour is too light for text on a light surface: the choice is marked by its border instead. */
  button[aria-pressed='true'] {
    border: 2px solid var(--quire-primary);
    background: var(--quire-hover);
    font-weight: 600;
  }
`;

const FontSelect = styled(Select)`
  width: 100%;
`;

interface Props {
  font: PageFont;
  onChange: (font: PageFont) => void;
}

/** The page's font (the app's own or one of the font service's), font size and line height (small, normal, large). */
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
          <Group>
            <legend>{t('workspace.page.settings.font', 'Font')}</legend>
            <FontSelect
              data-testid="page-font"
              aria-label={t('workspace.page.settings.font', 'Font')}
              value={font.family ?? ''}
              onChange={(event) => {
                const family = event.target.value === '' ? null : event.target.value;
                if (family !== font.family) onChange({ ...font, family });
              }}
            >
              <option value="">{t('workspace.page.settings.fontDefault', 'Default')}</option>
              {families(font.family).map((family) => (
                <option key={family} value={family} style={{ fontFamily: `"${family}"` }}>
                  {family}
                </option>
              ))}
            </FontSelect>
          </Group>
        </Popover>
      )}
    </Anchor>
  );
}

/** The offered families, and the page's own first when another client chose one not offered here. */
function families(current: string | null): string[] {
  const offered = PAGE_FONT_FAMILIES.map((known) => known.family);
  return current === null || offered.includes(current) ? offered : [current, ...offered];
}
