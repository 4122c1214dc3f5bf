import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from '../grid/gridStyles';

const Handle = styled.div`
  position: absolute;
  top: 0;
  right: -3px;
  z-index: 2;
  width: 6px;
  height: 100%;
  cursor: col-resize;

  &:hover,
  &:focus-visible {
    background: var(--quire-primary);
    outline: none;
  }
`;

interface Props {
  fieldName: string;
  width: number;
  /** While dragging: the width shown. */
  onResize: (width: number) => void;
  /** On release: the width to keep. */
  onResized: (width: number) => void;
}

const clamp = (width: number) => Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));

/** The edge of a header cell: dragged, or focused and moved with the arrow keys, it resizes the column. */
export function ColumnResizer({ fieldName, width, onResize, onResized }: Props) {
  const { t } = useTranslation();
  return (
    <Handle
      role="separator"
      aria-orientation="vertical"
      aria-valuenow={width}
      aria-valuemin={MIN_COLUMN_WIDTH}
      aria-valuemax={MAX_COLUMN_WIDTH}
      aria-label={t('workspace.database.field.resize', 'Resize {{field}}', { field: fieldName })}
      tabIndex={0}
      onMouseDown={(event) => {
        event.stopPropagation();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        onResized(clamp(width + (event.key === 'ArrowRight' ? 10 : -10)));
      }}
      onPointerDown={(event) => {
        event.preventDefault();
        event.stopPropagation();
        const startX = event.clientX;
        let latest = width;
        const move = (moveEvent: PointerEvent) => {
          latest = clamp(width + moveEvent.clientX - startX);
          onResize(latest);
        };
        const up = () => {
          window.removeEventListener('pointermove', move);
          window.removeEventListener('pointerup', up);
          onResized(latest);
        };
        window.addEventListener('pointermove', move);
        window.addEventListener('pointerup', up);
      }}
    />
  );
}
