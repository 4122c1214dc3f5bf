import styled from 'styled-components';
import type { ViewIcon, ViewLayout } from '../../data';
import { iconPicture } from './iconSources';
import { LayoutGlyph } from './LayoutGlyph';

const Box = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  font-size: 16px;
  line-height: 1;

  img {
    width: 16px;
    height: 16px;
  }
`;

/** A view's icon: its emoji, picture or icon-set icon, or the layout's glyph when it has none (NAV-08). */
export function ViewIconView({ icon, layout }: { icon: ViewIcon | null; layout: ViewLayout }) {
  const picture = iconPicture(icon, layout);
  switch (picture.kind) {
    case 'glyph':
      return (
        <Box aria-hidden data-icon-kind="glyph">
          <LayoutGlyph layout={picture.layout} />
        </Box>
      );
    case 'emoji':
      return (
        <Box aria-hidden data-icon-kind={picture.kind}>
          {picture.text}
        </Box>
      );
    case 'image':
      return (
        <Box
          aria-hidden
          data-icon-kind="image"
          style={picture.color === undefined ? undefined : { color: picture.color }}
        >
          <img src={picture.url} alt="" />
        </Box>
      );
  }
}
