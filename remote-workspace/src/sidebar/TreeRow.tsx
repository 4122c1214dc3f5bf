import styled from 'styled-components';
import type { DropPosition } from './dnd/dropTarget';

/** One line of the tree, indented by depth; while a page is dragged over it, where it would land. */
export const TreeRow = styled.div<{ $depth: number; $selected: boolean; $drop: DropPosition | null }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 4px;
  min-height: 30px;
  padding: 0 4px 0 ${({ $depth }) => 4 + $depth * 16}px;
  border-radius: var(--quire-radius-small, 4px);
  background: ${({ $selected, $drop }) =>
    $drop === 'inside' ? 'var(--quire-primary-soft)' : $selected ? 'var(--quire-selected)' : 'transparent'};
  box-shadow: ${({ $drop }) => ($drop === 'inside' ? 'inset 0 0 0 2px var(--quire-primary)' : 'none')};

  /* The drop line: above the row for "before", below it for "after". */
  &::after {
    content: '';
    position: absolute;
    right: 4px;
    left: ${({ $depth }) => 4 + $depth * 16}px;
    height: 2px;
    border-radius: 1px;
    background: var(--quire-primary);
    pointer-events: none;
    display: ${({ $drop }) => ($drop === 'before' || $drop === 'after' ? 'block' : 'none')};
    ${({ $drop }) => ($drop === 'after' ? 'bottom: -1px;' : 'top: -1px;')}
  }
  cursor: pointer;

  &:hover {
    background: var(--quire-hover, rgba(31, 35, 41, 0.06));
  }

  /* Faded rather than hidden: the actions stay reachable by keyboard, pointer and automation alike. */
  & > .row-tools {
    opacity: 0;
  }

  &:hover > .row-tools,
  &:focus-within > .row-tools {
    opacity: 1;
  }
`;

export const RowName = styled.button.attrs({ type: 'button' })`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  padding: 0;
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
`;

export const IconButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  padding: 0;
  border: none;
  border-radius: var(--quire-radius-small, 4px);
  background: transparent;
  color: var(--quire-text-secondary, #646a73);
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: var(--quire-hover, rgba(31, 35, 41, 0.08));
  }
`;

export const Tools = styled.span.attrs({ className: 'row-tools' })`
  position: relative;
  display: inline-flex;
  gap: 2px;
`;

export const TreeList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
