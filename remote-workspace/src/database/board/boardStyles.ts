import styled from 'styled-components';

export const COLUMN_WIDTH = 272;
export const COLLAPSED_WIDTH = 44;

/** The columns side by side; on a narrow screen they scroll sideways, each nearly the screen's width. */
export const Columns = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  min-height: 240px;
  padding: 8px 0 16px;
  overflow-x: auto;
  color: var(--quire-text);
  font-size: 14px;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
`;

export const ColumnBox = styled.section<{ $collapsed: boolean; $over: boolean }>`
  display: flex;
  flex: none;
  flex-direction: column;
  width: ${(props) => (props.$collapsed ? `${COLLAPSED_WIDTH}px` : `min(${COLUMN_WIDTH}px, calc(100vw - 48px))`)};
  max-height: max(360px, calc(100vh - 260px));
  border-radius: var(--quire-radius-medium);
  background: ${(props) => (props.$over ? 'var(--quire-primary-soft)' : 'var(--quire-surface)')};
  scroll-snap-align: start;
`;

export const ColumnHeader = styled.header<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: ${(props) => (props.$collapsed ? 'column' : 'row')};
  gap: 4px;
  align-items: center;
  min-height: 36px;
  padding: 6px 8px;
`;

export const ColumnTitle = styled.h3<{ $collapsed: boolean }>`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-size: 13px;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
  writing-mode: ${(props) => (props.$collapsed ? 'vertical-rl' : 'horizontal-tb')};
`;

export const Count = styled.span`
  color: var(--quire-text-secondary);
  font-size: 12px;
`;

export const IconButton = styled.button`
  flex: none;
  min-width: 28px;
  height: 28px;
  padding: 0 6px;
  border: 0;
  border-radius: var(--quire-radius-small);
  background: transparent;
  color: var(--quire-text-secondary);
  font: inherit;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: var(--quire-hover);
    color: var(--quire-text);
    outline: none;
  }

  &:focus-visible {
    box-shadow: 0 0 0 2px var(--quire-focus);
  }
`;

export const CardList = styled.ul`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
  min-height: 40px;
  margin: 0;
  padding: 0 8px 4px;
  overflow-y: auto;
  list-style: none;
`;

export const CardBox = styled.div<{ $dragging: boolean; $dropBefore: boolean }>`
  position: relative;
  overflow: visible;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-medium);
  background: var(--quire-surface-raised);
  box-shadow: ${(props) => (props.$dropBefore ? '0 -3px 0 0 var(--quire-primary)' : 'none')};
  opacity: ${(props) => (props.$dragging ? 0.4 : 1)};
  cursor: pointer;
  touch-action: manipulation;

  &:hover {
    background: var(--quire-hover);
  }

  &:focus-visible {
    outline: 2px solid var(--quire-focus);
    outline-offset: 1px;
  }

  &:hover [data-card-menu],
  &:focus-within [data-card-menu] {
    visibility: visible;
  }
`;

export const Cover = styled.div`
  height: 72px;
  border-radius: var(--quire-radius-medium) var(--quire-radius-medium) 0 0;
  background-position: center;
  background-repeat: no-repeat;
  background-size: cover;
`;

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 8px 10px;
`;

export const CardTitle = styled.div`
  position: relative;
  min-height: 20px;
  padding-right: 24px;
  font-weight: 500;
  overflow-wrap: anywhere;
`;

export const CardProperty = styled.div`
  overflow: hidden;
  color: var(--quire-text-secondary);
  font-size: 12px;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const CardMenuButton = styled(IconButton)`
  position: absolute;
  top: 4px;
  right: 4px;
  visibility: hidden;
  height: 24px;
  min-width: 24px;
`;

export const AddCardButton = styled.button`
  margin: 0 8px 8px;
  padding: 6px 8px;
  border: 0;
  border-radius: var(--quire-radius-small);
  background: transparent;
  color: var(--quire-text-secondary);
  font: inherit;
  font-size: 13px;
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: var(--quire-hover);
    color: var(--quire-text);
  }
`;

export const BoardBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  padding: 4px 0;
  color: var(--quire-text-secondary);
  font-size: 13px;
`;
