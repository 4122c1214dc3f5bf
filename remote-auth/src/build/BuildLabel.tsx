import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Label = styled.small`
  display: block;
  margin-top: 24px;
  font-size: 11px;
  color: var(--quire-text-secondary);
`;

/** Which build of this remote is on screen: a release can be checked without opening dev tools. */
export function BuildLabel() {
  const { t } = useTranslation();
  const label = process.env.QUIRE_BUILD_LABEL ?? 'dev';
  return (
    <Label data-build-label={label}>
      {t('remote.buildLabel', '{{remote}} build {{label}}', { remote: 'auth', label })}
    </Label>
  );
}
