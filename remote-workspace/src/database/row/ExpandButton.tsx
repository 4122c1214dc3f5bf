import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Button = styled.button.attrs({ type: 'button' })`
  position: absolute;
  top: 50%;
  right: 4px;
  padding: 0 6px;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-small);
  background: var(--quire-surface-raised);
  color: var(--quire-text-secondary);
  font: inherit;
  font-size: 12px;
  line-height: 20px;
  opacity: 0;
  transform: translateY(-50%);
  cursor: pointer;

  /* A glyph drawn by CSS: the cell's text stays the row's name (the button is named by its label). */
  &::before {
    content: '⤢';
  }

  [role='row']:hover &,
  &:focus-visible {
    opacity: 1;
  }

  /* Touch screens have no hover: the button stays visible. */
  @media (hover: none) {
    opacity: 1;
  }
`;

/** The primary cell's "Open" button: the row's page (a peek), as AppFlowy's expand button does. */
export function ExpandButton({ name, onOpen }: { name: string; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      data-testid="row-expand"
      aria-label={t('workspace.database.rowPage.open', 'Open {{name}}', { name })}
      onMouseDown={(event) => {
        // Not a press on the cell: the selection stays where it is.
        event.stopPropagation();
      }}
      onDoubleClick={(event) => {
        event.stopPropagation();
      }}
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
    />
  );
}
