import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  from { opacity: 0.45; }
  to { opacity: 0.9; }
`;

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 32px;
  max-width: 720px;
`;

const Bar = styled.div<{ $width: string }>`
  height: 14px;
  width: ${(props) => props.$width};
  border-radius: 6px;
  background: var(--quire-hover);
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
`;

/** Light placeholder while a remote's code arrives; no text, so nothing jumps when the screen replaces it. */
export function RemoteSkeleton() {
  const { t } = useTranslation();
  return (
    <Frame
      data-testid="remote-loading"
      role="status"
      aria-busy="true"
      aria-label={t('shell.remote.loading', 'Loading…')}
    >
      <Bar $width="40%" />
      <Bar $width="90%" />
      <Bar $width="75%" />
    </Frame>
  );
}
