import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { EditorBox, type EditorExit } from './editorTypes';

// The list a cell's picker (select options, related rows) shows under its search box: options the mouse picks
// without taking focus from the box, and ↑/↓ moving the active one round the list.

/** The picker's box over its cell; it closes when the focus leaves it. */
export function PickerBox(props: { onClose: (exit: EditorExit) => void; children: ReactNode }) {
  return (
    <EditorBox
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) props.onClose('stay');
      }}
    >
      {props.children}
    </EditorBox>
  );
}

export const PickerList = styled.ul`
  max-height: 240px;
  margin: 0;
  padding: 4px;
  overflow: auto;
  list-style: none;
`;

const Item = styled.li<{ $active: boolean }>`
  display: flex;
  gap: 6px;
  align-items: center;
  padding: 4px 6px;
  border-radius: var(--quire-radius-small);
  background: ${(props) => (props.$active ? 'var(--quire-hover)' : 'transparent')};
  cursor: pointer;
`;

/** One entry of a PickerList; pressing it keeps the focus in the search box. */
export function PickerOption(props: {
  selected: boolean;
  active: boolean;
  onPick: () => void;
  children: ReactNode;
}) {
  return (
    <Item
      role="option"
      aria-selected={props.selected}
      $active={props.active}
      onMouseDown={(event) => {
        event.preventDefault();
      }}
      onClick={props.onPick}
    >
      {props.children}
    </Item>
  );
}

/** +1 for ↓ and -1 for ↑ (taking the key from the input), else undefined. */
export function arrowStep(event: KeyboardEvent): 1 | -1 | undefined {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return undefined;
  event.preventDefault();
  return event.key === 'ArrowDown' ? 1 : -1;
}

/** The active index `step` on from `index` in a list of `count` entries, wrapping round. */
export function steppedIndex(index: number, step: 1 | -1, count: number): number {
  return count === 0 ? 0 : (index + step + count) % count;
}
