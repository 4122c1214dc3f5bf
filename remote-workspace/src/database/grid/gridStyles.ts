import styled from 'styled-components';

export const ROW_HEIGHT = 36;
export const HEADER_HEIGHT = 36;
/** The row handle's column at the left, before the primary field. */
export const GUTTER_WIDTH = 28;
export const ADD_FIELD_WIDTH = 44;
export const DEFAULT_COLUMN_WIDTH = 150;
export const MIN_COLUMN_WIDTH = 60;
export const MAX_COLUMN_WIDTH = 1200;

export function columnWidth(width: number | undefined): number {
  return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width ?? DEFAULT_COLUMN_WIDTH));
}

export const Scroller = styled.div`
  position: relative;
  height: max(320px, calc(100vh - 280px));
  overflow: auto;
  border-top: 1px solid var(--quire-border);
  outline: none;
  color: var(--quire-text);
  font-size: 14px;

  /* The ring on the scroller (what is in sight), not on the grid inside it, as large as all its rows. */
  &:has(> div > [role='grid']:focus-visible) {
    box-shadow: inset 0 0 0 2px var(--quire-focus);
  }
`;

/** The rows under the grid role (header and body only: the footer and calculation row are not rows). */
export const GridBox = styled.div`
  outline: none;
`;

export const HeaderBar = styled.div`
  position: sticky;
  top: 0;
  z-index: 20;
  height: ${HEADER_HEIGHT}px;
  border-bottom: 1px solid var(--quire-border);
  background: var(--quire-background);
`;

/** The gutter and the primary field, held at the left while the other columns scroll under them. */
export const Frozen = styled.div`
  /* The view may unfreeze the primary field: the grid sets the variable to relative then. */
  position: var(--grid-frozen-position, sticky);
  left: 0;
  z-index: 5;
  display: flex;
  width: max-content;
  height: 100%;
  background: var(--quire-background);
`;

export const Gutter = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${GUTTER_WIDTH}px;
`;

export const CellBox = styled.div<{ $selected: boolean; $inRange: boolean }>`
  position: relative;
  box-sizing: border-box;
  height: 100%;
  padding: 0 8px;
  overflow: ${(props) => (props.$selected ? 'visible' : 'hidden')};
  border-right: 1px solid var(--quire-border);
  background: ${(props) => (props.$inRange ? 'var(--quire-primary-soft)' : 'transparent')};
  box-shadow: ${(props) => (props.$selected ? 'inset 0 0 0 2px var(--quire-primary)' : 'none')};
  line-height: ${ROW_HEIGHT - 1}px;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: default;
`;

export const RowBox = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  height: ${ROW_HEIGHT}px;
  border-bottom: 1px solid var(--quire-border);

  &:hover {
    background: var(--quire-hover);
  }

  &:hover [data-row-handle] {
    opacity: 1;
  }
`;

// Transparent rather than hidden until the row is hovered, so that the keyboard still reaches it.
export const HandleButton = styled.button`
  opacity: 0;
  padding: 0 2px;
  border: 0;
  border-radius: var(--quire-radius-small);
  background: transparent;
  color: var(--quire-text-secondary);
  cursor: pointer;

  &:focus-visible {
    opacity: 1;
    outline: 2px solid var(--quire-focus);
  }
`;

export const FooterButton = styled.button`
  position: sticky;
  left: 0;
  display: block;
  height: ${ROW_HEIGHT}px;
  padding: 0 ${GUTTER_WIDTH}px;
  border: 0;
  background: transparent;
  color: var(--quire-text-secondary);
  font: inherit;
  cursor: pointer;

  &:hover {
    color: var(--quire-text);
  }
`;
