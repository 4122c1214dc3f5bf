import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';

const Label = styled.small`
  display: block;
  margin-top: 24px;
  font-size: 11px;
  color: var(--quire-text-secondary);
`;

export interface BuildLabelProps {
  /** The remote's name as in /remotes.json. */
  remote: string;
  /**
   * The remote's own build label. Each remote passes the value webpack baked into ITS bundle: shared is a
   * singleton compiled into the shell, so it cannot read a remote's build-time constants itself.
   */
  label: string;
}

/** Which build of a remote is on screen: a release can be checked without opening dev tools. */
export function BuildLabel({ remote, label }: BuildLabelProps) {
  const { t } = useTranslation();
  return (
    <Label data-build-label={label}>
      {t('remote.buildLabel', '{{remote}} build {{label}}', { remote, label })}
    </Label>
  );
}
