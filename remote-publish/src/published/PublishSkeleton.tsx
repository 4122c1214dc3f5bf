import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  from { opacity: 0.45; }
  to { opacity: 0.9; }
`;

const Bar = styled.div<{ $width: string; $height: number }>`
  width: ${(props) => props.$width};
  height: ${(props) => props.$height}px;
  margin-bottom: 14px;
  border-radius: 6px;
  background: var(--quire-hover);
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
`;

/** The document skeleton while the page loads (PUB-23); the layout is not known before the meta arrives. */
export function PublishSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="publish-skeleton"
      role="status"
      aria-busy="true"
      aria-label={t('publish.loading', 'Loading the page…')}
    >
      <Bar $width="55%" $height={36} />
      <Bar $width="100%" $height={14} />
      <Bar $width="92%" $height={14} />
      <Bar $width="80%" $height={14} />
    </div>
  );
}
