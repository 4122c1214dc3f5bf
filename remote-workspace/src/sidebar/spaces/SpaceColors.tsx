import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** The tint colours a space icon sits on, as the API stores them (0xAARRGGBB). */
export const SPACE_COLORS = [
  '0xFFA34AFD',
  '0xFF2196F3',
  '0xFF00BCF0',
  '0xFF4CAF50',
  '0xFFFF9800',
  '0xFFF44336',
] as const;

const Swatch = styled.button<{ $color: string; $chosen: boolean }>`
  width: 24px;
  height: 24px;
  margin-right: 6px;
  border-radius: 6px;
  border: 2px solid ${(props) => (props.$chosen ? 'var(--quire-text)' : 'transparent')};
  background: ${(props) => props.$color};
  cursor: pointer;
`;

export const cssOfSpaceColor = (color: string) => `#${color.slice(4)}`;

/** Picks one of the space colours (a radio group of swatches). */
export function SpaceColors({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={t('workspace.sidebar.spaceColor', 'Colour')}>
      {SPACE_COLORS.map((option) => (
        <Swatch
          key={option}
          type="button"
          role="radio"
          aria-checked={option.toLowerCase() === value.toLowerCase()}
          aria-label={cssOfSpaceColor(option)}
          $color={cssOfSpaceColor(option)}
          $chosen={option.toLowerCase() === value.toLowerCase()}
          onClick={() => {
            onChange(option);
          }}
        />
      ))}
    </div>
  );
}
