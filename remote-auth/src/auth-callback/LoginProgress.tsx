import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Track = styled.div`
  height: 4px;
  overflow: hidden;
  border-radius: 2px;
  background: var(--quire-border);
`;

const Fill = styled.div`
  height: 100%;
  background: var(--quire-primary);
  transition: width 400ms ease;
`;

export function LoginProgress({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <Track
      role="progressbar"
      data-testid="login-progress"
      aria-label={t('auth.redirecting', 'Signing you in…')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <Fill style={{ width: `${value}%` }} />
    </Track>
  );
}
