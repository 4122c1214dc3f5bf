import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Label = styled.label`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  margin: 6px 0;
  font-size: 13px;
  cursor: pointer;

  input {
    margin-top: 3px;
  }
`;

interface Props {
  /** The page is published now because its parent is published with sub-pages. */
  included: boolean;
  disabled: boolean;
  onChange: (included: boolean) => void;
}

/**
 * The per-page opt-out of "with sub-pages": a sub-page published with its parent can be left out (with its
 * own sub-pages), and taken back in; the parent's other sub-pages, and pages made later, still follow.
 */
export function SubPageInclusion({ included, disabled, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Label>
      <input
        type="checkbox"
        data-testid="publish-with-parent"
        checked={included}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      {t(
        'workspace.publish.withParent',
        'Published with its parent page (untick to leave this page and its sub-pages out)',
      )}
    </Label>
  );
}
