import { useCallback } from 'react';
import { RowPage, type RowPageProps } from './RowPage';
import {
  closeRowAt,
  openRowAt,
  preferredPeekMode,
  rememberPeekMode,
  useRowLocation,
  type RowLocation,
} from './rowLocation';

/**
 * The row the address opens (`?r=`), and the opener the grid, board and calendar call: a peek in the mode last
 * chosen (side by default), pushed so that browser back closes it.
 */
export function useRowPage(): { location: RowLocation | null; openRow: (rowId: string) => void } {
  const location = useRowLocation();
  const openRow = useCallback((rowId: string) => {
    openRowAt(rowId, preferredPeekMode());
  }, []);
  return { location, openRow };
}

type SlotProps = Omit<RowPageProps, 'rowId' | 'presentation' | 'onClose' | 'onShowRow' | 'onPresentation'> & {
  location: RowLocation;
};

/** The row page over (or instead of) the database's view, driven by the address. */
export function RowPageSlot({ location, ...props }: SlotProps) {
  const { rowId, presentation } = location;
  return (
    <RowPage
      {...props}
      rowId={rowId}
      presentation={presentation}
      onClose={closeRowAt}
      onShowRow={(id) => {
        openRowAt(id, presentation, true);
      }}
      onPresentation={(next) => {
        if (next !== 'page') rememberPeekMode(next);
        openRowAt(rowId, next, true);
      }}
    />
  );
}
