import { useState } from 'react';
import styled from 'styled-components';
import type { FolderView } from '../../data';
import { cssColor, iconSetUrl, parseIconSetRef, spaceIconId } from './iconSources';

const Square = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  border-radius: 6px;
  color: #fff;
  font-size: 12px;
  font-weight: 600;

  img {
    width: 14px;
    height: 14px;
    filter: brightness(0) invert(1);
  }
`;

function spaceIconUrl(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  const id = spaceIconId(value);
  if (id !== null) return iconSetUrl({ iconName: id });
  const ref = parseIconSetRef(value);
  return ref === null ? null : iconSetUrl(ref);
}

/** A space's icon (space_icon_1..15 or an icon-set icon) on its colour; the initial when there is no picture. */
export function SpaceIcon({ space }: { space: FolderView }) {
  const [failed, setFailed] = useState(false);
  const url = spaceIconUrl(space.extra?.space_icon);
  const background = cssColor(space.extra?.space_icon_color) ?? 'var(--quire-primary, #00bcf0)';
  return (
    <Square aria-hidden style={{ background }} data-space-icon={space.extra?.space_icon ?? ''}>
      {url !== null && !failed ? (
        <img
          src={url}
          alt=""
          onError={() => {
            setFailed(true);
          }}
        />
      ) : (
        (space.name.trim()[0] ?? '·').toUpperCase()
      )}
    </Square>
  );
}
