import { Dialog } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FolderView, SpacePatch } from '../../data';
import { SpaceIcon } from '../icons/SpaceIcon';
import { SPACE_COLORS, SpaceColors } from './SpaceColors';

/** AppFlowy's space icons are space_icon_1 … space_icon_15. */
const SPACE_ICONS = Array.from({ length: 15 }, (_, index) => `space_icon_${String(index + 1)}`);

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, 36px);
  gap: 6px;
  margin-bottom: 16px;
`;

const IconChoice = styled.button<{ $chosen: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 2px solid ${(props) => (props.$chosen ? 'var(--quire-primary)' : 'transparent')};
  border-radius: var(--quire-radius-medium);
  background: transparent;
  cursor: pointer;

  &:hover {
    background: var(--quire-hover);
  }
`;

interface Props {
  space: FolderView;
  onSubmit: (patch: SpacePatch) => void;
  onClose: () => void;
}

/** A space's icon and colour, previewed as the sidebar will show them. */
export function SpaceStyleDialog({ space, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [icon, setIcon] = useState(space.extra?.space_icon ?? SPACE_ICONS[0] ?? '');
  const [color, setColor] = useState<string>(space.extra?.space_icon_color ?? SPACE_COLORS[0]);
  const preview = (candidate: string): FolderView => ({
    ...space,
    extra: { ...space.extra, space_icon: candidate, space_icon_color: color },
  });
  return (
    <Dialog
      open
      title={t('workspace.sidebar.spaceStyle', 'Icon and colour')}
      onClose={onClose}
      onConfirm={() => {
        onSubmit({ space_icon: icon, space_icon_color: color });
      }}
      confirmLabel={t('workspace.sidebar.save', 'Save')}
    >
      <Grid role="radiogroup" aria-label={t('workspace.sidebar.spaceIcon', 'Icon')}>
        {SPACE_ICONS.map((candidate, index) => (
          <IconChoice
            key={candidate}
            type="button"
            role="radio"
            aria-checked={candidate === icon}
            aria-label={t('workspace.sidebar.spaceIconNumber', 'Icon {{number}}', { number: index + 1 })}
            data-testid={`space-icon-choice-${String(index + 1)}`}
            $chosen={candidate === icon}
            onClick={() => {
              setIcon(candidate);
            }}
          >
            <SpaceIcon space={preview(candidate)} />
          </IconChoice>
        ))}
      </Grid>
      <SpaceColors value={color} onChange={setColor} />
    </Dialog>
  );
}
