import styled from 'styled-components';

export const LANE_HEIGHT = 24;

export const CalendarBox = styled.section`
  color: var(--quire-text);
  font-size: 14px;
`;

export const HeaderBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  padding: 6px 0;
`;

export const MonthTitle = styled.h3`
  min-width: 140px;
  margin: 0 8px 0 0;
  font-size: 16px;
  font-weight: 600;
`;

export const ToolButton = styled.button`
  min-width: 32px;
  height: 30px;
  padding: 0 8px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-small);
  background: var(--quire-background);
  color: var(--quire-text);
  font: inherit;
  font-size: 13px;
  cursor: pointer;

  &:hover {
    background: var(--quire-hover);
  }

  &:focus-visible {
    outline: 2px solid var(--quire-focus);
  }
`;

export const Settings = styled.details`
  margin-left: auto;
  font-size: 13px;

  & > summary {
    color: var(--quire-text-secondary);
    cursor: pointer;
  }

  & label {
    display: flex;
    gap: 6px;
    align-items: center;
    padding: 4px 0;
  }

  & select {
    padding: 2px 4px;
    border: 1px solid var(--quire-border);
    border-radius: var(--quire-radius-small);
    background: var(--quire-background);
    color: var(--quire-text);
    font: inherit;
  }
`;

export const Body = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;

  @media (max-width: 640px) {
    flex-direction: column;
  }
`;

export const MonthGrid = styled.div`
  flex: 1;
  min-width: 0;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-medium);
  overflow: hidden;
`;

/** A row of the month: the week number (when shown), then one column per shown day. */
export const WeekRow = styled.div<{ $columns: string; $lanes: number }>`
  position: relative;
  display: grid;
  grid-template-columns: ${(props) => props.$columns};
  grid-template-rows: 28px repeat(${(props) => props.$lanes}, ${LANE_HEIGHT}px) minmax(16px, 1fr);
  min-height: 96px;
  border-top: 1px solid var(--quire-border);

  @media (max-width: 480px) {
    grid-template-rows: 24px repeat(${(props) => props.$lanes}, 20px) minmax(8px, 1fr);
    min-height: 64px;
  }
`;

export const WeekdayRow = styled.div<{ $columns: string }>`
  display: grid;
  grid-template-columns: ${(props) => props.$columns};
  background: var(--quire-surface);
  color: var(--quire-text-secondary);
  font-size: 12px;
  text-align: center;

  & > span {
    padding: 4px 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

export const WeekNumber = styled.div`
  grid-row: 1 / -1;
  padding: 6px 2px;
  color: var(--quire-text-secondary);
  font-size: 11px;
  text-align: center;
`;

export const DayCell = styled.div<{ $outside: boolean; $today: boolean; $over: boolean }>`
  grid-row: 1 / -1;
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  min-width: 0;
  padding: 4px;
  border-left: 1px solid var(--quire-border);
  background: ${(props) =>
    props.$over ? 'var(--quire-primary-soft)' : props.$outside ? 'var(--quire-surface)' : 'transparent'};
  color: ${(props) => (props.$outside ? 'var(--quire-text-secondary)' : 'inherit')};

  & > span[data-day-number] {
    min-width: 22px;
    padding: 0 4px;
    border-radius: 999px;
    background: ${(props) => (props.$today ? 'var(--quire-primary)' : 'transparent')};
    color: ${(props) => (props.$today ? 'var(--quire-on-primary)' : 'inherit')};
    font-size: 12px;
    line-height: 20px;
    text-align: center;
  }

  &:hover > button,
  & > button:focus-visible {
    opacity: 1;
  }

  @media (hover: none) {
    & > button {
      opacity: 1;
    }
  }

  /* A phone's day is about 45px wide: the number and "+" shrink to fit side by side. */
  @media (max-width: 480px) {
    padding: 2px 1px;

    & > span[data-day-number] {
      min-width: 16px;
      padding: 0 2px;
      font-size: 11px;
      line-height: 16px;
    }

    & > button {
      width: 16px;
      height: 16px;
      font-size: 12px;
    }
  }
`;

export const AddButton = styled.button`
  width: 22px;
  height: 22px;
  padding: 0;
  border: 0;
  border-radius: var(--quire-radius-small);
  background: transparent;
  color: var(--quire-text-secondary);
  opacity: 0;
  cursor: pointer;

  &:hover {
    background: var(--quire-hover);
  }
`;

export const EventBar = styled.div<{ $starts: boolean; $ends: boolean; $dragging: boolean }>`
  position: relative;
  z-index: 2;
  display: flex;
  align-items: center;
  min-width: 0;
  margin: 1px ${(props) => (props.$ends ? '4px' : '0')} 1px ${(props) => (props.$starts ? '4px' : '0')};
  padding: 0 6px;
  border-radius: ${(props) =>
    `${props.$starts ? '4px' : '0'} ${props.$ends ? '4px' : '0'} ${props.$ends ? '4px' : '0'} ${props.$starts ? '4px' : '0'}`};
  background: var(--quire-primary-soft);
  color: var(--quire-text);
  font-size: 12px;
  white-space: nowrap;
  opacity: ${(props) => (props.$dragging ? 0.4 : 1)};
  cursor: pointer;
  touch-action: manipulation;

  @media (max-width: 480px) {
    padding: 0 2px;
    font-size: 10px;
  }

  & > span[data-title] {
    overflow: hidden;
    text-overflow: ellipsis;
  }

  &:focus-visible {
    outline: 2px solid var(--quire-focus);
  }
`;

/** The grip on a range's first or last day: dragged, it moves that edge. */
export const EdgeHandle = styled.span<{ $side: 'start' | 'end' }>`
  position: absolute;
  top: 0;
  bottom: 0;
  ${(props) => (props.$side === 'start' ? 'left: 0;' : 'right: 0;')}
  width: 6px;
  cursor: ew-resize;

  &:hover {
    background: var(--quire-primary);
  }
`;

export const Unscheduled = styled.aside`
  flex: none;
  width: min(240px, 100%);
  padding: 8px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-medium);
  background: var(--quire-surface);

  & h4 {
    margin: 0 0 6px;
    font-size: 13px;
  }

  & ul {
    display: flex;
    flex-direction: column;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  @media (max-width: 640px) {
    width: 100%;
    box-sizing: border-box;
  }
`;

export const UndatedItem = styled.div<{ $dragging: boolean }>`
  display: flex;
  gap: 4px;
  align-items: center;
  justify-content: space-between;
  padding: 4px 6px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-small);
  background: var(--quire-surface-raised);
  font-size: 13px;
  opacity: ${(props) => (props.$dragging ? 0.4 : 1)};
  cursor: grab;

  &:focus-visible {
    outline: 2px solid var(--quire-focus);
  }
`;
